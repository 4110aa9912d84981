/**
 * Active subscribers over time as an inline SVG area chart (no chart library). The labels are HTML
 * around the SVG so they stay legible when the chart shrinks on a phone.
 */
import { formatDate } from "~/i18n/messages";

export function GrowthChart({ points }: { points: Array<{ day: string; count: number }> }) {
  const width = 640;
  const height = 200;
  const pad = 6;
  if (points.length < 2) return null;
  const max = Math.max(1, ...points.map((p) => p.count));
  const niceMax = max <= 4 ? 4 : Math.ceil(max / 10) * 10;
  const x = (i: number) => pad + (i / (points.length - 1)) * (width - 2 * pad);
  const y = (v: number) => pad + (1 - v / niceMax) * (height - 2 * pad);
  const line = points.map((p, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(p.count).toFixed(1)}`).join(" ");
  const area = `${line} L${x(points.length - 1).toFixed(1)},${y(0)} L${x(0).toFixed(1)},${y(0)} Z`;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const label = (day: string) => formatDate(`${day}T00:00:00Z`, "es", { day: "numeric", month: "short", year: undefined });
  const summary = `Suscriptores activos del ${label(first.day)} al ${label(last.day)}: de ${first.count} a ${last.count}.`;
  return (
    <figure>
      <div className="flex gap-3">
        <div className="flex flex-col justify-between py-0.5 text-right text-xs tabular-nums text-slate-500" aria-hidden="true">
          <span>{niceMax}</span>
          <span>{niceMax / 2}</span>
          <span>0</span>
        </div>
        <svg viewBox={`0 0 ${width} ${height}`} className="h-40 w-full sm:h-48" preserveAspectRatio="none" role="img" aria-label={summary}>
          {[0, niceMax / 2, niceMax].map((t) => (
            <line key={t} x1={0} x2={width} y1={y(t)} y2={y(t)} stroke="#e2e8f0" strokeDasharray={t === 0 ? undefined : "4 4"} vectorEffect="non-scaling-stroke" />
          ))}
          <path d={area} fill="#b45309" fillOpacity="0.12" />
          <path d={line} fill="none" stroke="#b45309" strokeWidth="2.5" strokeLinejoin="round" strokeLinecap="round" vectorEffect="non-scaling-stroke" />
        </svg>
      </div>
      <div className="mt-1 flex justify-between pl-8 text-xs text-slate-500" aria-hidden="true">
        <span>{label(first.day)}</span>
        <span>
          Hoy: <strong className="font-semibold text-slate-800">{last.count}</strong>
        </span>
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  );
}
