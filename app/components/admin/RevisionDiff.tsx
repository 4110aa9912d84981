import type { DiffLine, DiffPart, FieldDiff } from "~/blog/text-diff";

/** Unchanged body lines kept around a change, for context, when a long unchanged run is collapsed. */
const CONTEXT = 2;
/** Runs of unchanged body lines longer than this are collapsed. */
const MAX_SAME_RUN = 6;

type Row = { kind: "line"; line: DiffLine } | { kind: "skipped"; count: number };

/**
 * Collapses each run of more than MAX_SAME_RUN unchanged lines to one "… N líneas sin cambios …"
 * row, keeping CONTEXT lines next to each change so the edit can still be located in the text.
 */
function collapseUnchanged(lines: DiffLine[]): Row[] {
  const rows: Row[] = [];
  let i = 0;
  while (i < lines.length) {
    if (lines[i]!.kind !== "same") {
      rows.push({ kind: "line", line: lines[i]! });
      i++;
      continue;
    }
    let end = i;
    while (end < lines.length && lines[end]!.kind === "same") end++;
    const run = lines.slice(i, end);
    if (run.length > MAX_SAME_RUN) {
      const head = i === 0 ? 0 : CONTEXT;
      const tail = end === lines.length ? 0 : CONTEXT;
      rows.push(...run.slice(0, head).map((line): Row => ({ kind: "line", line })));
      rows.push({ kind: "skipped", count: run.length - head - tail });
      rows.push(...run.slice(run.length - tail).map((line): Row => ({ kind: "line", line })));
    } else rows.push(...run.map((line): Row => ({ kind: "line", line })));
    i = end;
  }
  return rows;
}

const LINE_STYLE: Record<DiffLine["kind"], string> = {
  same: "text-slate-700",
  removed: "bg-red-50 text-red-800",
  added: "bg-emerald-50 text-emerald-800",
  changed: "bg-slate-50 text-slate-800",
};
const GUTTER: Record<DiffLine["kind"], string> = { same: " ", removed: "−", added: "+", changed: "±" };

/** Removed or added text: coloured, struck through or underlined (not colour alone), and announced. */
function Change({ kind, text, inline }: { kind: "removed" | "added"; text: string; inline: boolean }) {
  const label = (
    <span className="sr-only" lang="es">
      {kind === "removed" ? "eliminado: " : "añadido: "}
    </span>
  );
  const tint = inline ? (kind === "removed" ? "rounded-sm bg-red-100" : "rounded-sm bg-emerald-100") : "";
  return kind === "removed" ? (
    <del className={`text-red-800 line-through decoration-red-800/70 ${tint}`}>
      {label}
      {text}
    </del>
  ) : (
    <ins className={`text-emerald-800 underline decoration-emerald-800/50 underline-offset-2 ${tint}`}>
      {label}
      {text}
    </ins>
  );
}

function Part({ part, inline }: { part: DiffPart; inline: boolean }) {
  return part.kind === "same" ? <span>{part.text}</span> : <Change kind={part.kind} text={part.text} inline={inline} />;
}

function Line({ line }: { line: DiffLine }) {
  return (
    <div className={`flex gap-2 px-3 py-1 ${LINE_STYLE[line.kind]}`} data-kind={line.kind}>
      <span aria-hidden="true" className="w-3 shrink-0 text-center font-mono select-none">
        {GUTTER[line.kind]}
      </span>
      <span className="min-w-0 flex-1 break-words whitespace-pre-wrap">
        {line.parts.map((part, i) => (
          <Part key={i} part={part} inline={line.kind === "changed"} />
        ))}
      </span>
    </div>
  );
}

/**
 * The diff of one language version of two revisions, field by field (title, excerpt, body): removed
 * text in red and struck through inside `<del>`, added text in green inside `<ins>` (each announced
 * to screen readers), an edited line with only its changed words marked, long unchanged stretches
 * of the body collapsed, and «Sin cambios» for a field that did not change. The compared texts
 * carry `lang` so they are read in their own language.
 */
export function RevisionDiff({ diffs, lang }: { diffs: FieldDiff[]; lang: "es" | "en" }) {
  return (
    <div className="space-y-4">
      {diffs.map((diff) => (
        <div key={diff.field} data-testid={`diff-${diff.field}`}>
          <h4 className="text-sm font-medium text-slate-800">{diff.label}</h4>
          {diff.changed ? (
            <div lang={lang} className="mt-1 divide-y divide-slate-100 overflow-hidden rounded-lg border border-slate-200 bg-white text-sm leading-relaxed">
              {(diff.field === "content" ? collapseUnchanged(diff.lines) : diff.lines.map((line): Row => ({ kind: "line", line }))).map((row, i) =>
                row.kind === "line" ? (
                  <Line key={i} line={row.line} />
                ) : (
                  <p key={i} lang="es" className="bg-slate-50 px-3 py-1 text-center text-xs text-slate-600" data-testid="diff-skipped">
                    … {row.count} {row.count === 1 ? "línea" : "líneas"} sin cambios …
                  </p>
                ),
              )}
            </div>
          ) : (
            <p className="mt-1 text-sm text-slate-600">Sin cambios</p>
          )}
        </div>
      ))}
    </div>
  );
}
