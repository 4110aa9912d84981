import { AlertTriangle } from "~/components/icons";
import { inputClass } from "./form-styles";

export type SlugError = { message: string; suggestion?: string };

/**
 * One language version's slug in the editor: the field, the URL it gives, the server's refusal of
 * a slug another post holds (with its suggestion), and, when the post is public and the slug now
 * differs from the published one, a warning that the old URL will redirect to the new one.
 */
export function SlugField(props: {
  id: string;
  label: string;
  value: string;
  /** What the URL shows after the slug (`?lang=en` for the English version). */
  query?: string;
  /** Shown in the empty field. */
  placeholder?: string;
  /** The help under an empty field (default: the path with "…"). */
  emptyHelp?: string;
  /** The slug the public page has now, when the post is published. */
  published: string | null;
  error: SlugError | null;
  onChange(value: string): void;
}) {
  const { id, value, published, error } = props;
  const moving = published !== null && value.trim() !== "" && value.trim() !== published;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <input
        id={id}
        name={id}
        value={value}
        maxLength={100}
        placeholder={props.placeholder}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help${moving ? ` ${id}-moving` : ""}`}
        className={`${inputClass} font-mono`}
      />
      {error ? (
        <div id={`${id}-help`} className="mt-1 space-y-1 text-xs text-red-800" role="alert">
          <p>{error.message}</p>
          {error.suggestion ? (
            <button type="button" onClick={() => props.onChange(error.suggestion!)} className="font-semibold underline">
              Usar «{error.suggestion}»
            </button>
          ) : null}
        </div>
      ) : (
        <p id={`${id}-help`} className="mt-1 text-xs break-all text-slate-600">
          {value ? `/blog/${value}${props.query ?? ""}` : (props.emptyHelp ?? `/blog/…${props.query ?? ""}`)}
        </p>
      )}
      {moving ? (
        <p id={`${id}-moving`} role="status" className="mt-1.5 flex gap-1.5 rounded-md bg-amber-50 px-2.5 py-1.5 text-xs text-amber-900 ring-1 ring-amber-600/25" data-testid={`${id}-moving`}>
          <AlertTriangle className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <span>
            Este post ya está publicado: al guardar, <span className="font-mono break-all">/blog/{published}</span> redirigirá (301) a la nueva URL. Los enlaces y buscadores que usan la anterior seguirán llegando aquí.
          </span>
        </p>
      ) : null}
    </div>
  );
}
