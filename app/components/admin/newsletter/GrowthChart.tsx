/** Active subscribers over time as an inline SVG area chart (no chart library). */
import { formatDate } from "~/i18n/messages";

export function GrowthChart({ points }: { points: Array<{ day: string; count: number }> }) {
  const width = 640;
  const height = 200;
  const pad = { left: 36, right: 12, top: 12, bottom: 28 };
  if (points.length < 2) return null;
  const max = Math.max(1, ...points.map((p) => p.count));
  const niceMax = max <= 5 ? 5 : Math.ceil(max / 5) * 5;
  const x = (i: number) => pad.left + (i / (points.length - 1)) * (width - pad.left - pad.right);
  const y = (v: number) => pad.top + (1 - v / niceMax) * (height - pad.top - pad.bottom);
  const line = points.map((p, i) => `${i === 0 ? "M" : "L"}${x(i).toFixed(1)},${y(p.count).toFixed(1)}`).join(" ");
  const area = `${line} L${x(points.length - 1).toFixed(1)},${y(0)} L${x(0).toFixed(1)},${y(0)} Z`;
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const ticks = [0, niceMax / 2, niceMax];
  const label = (day: string) => formatDate(`${day}T00:00:00Z`, "es", { day: "numeric", month: "short", year: undefined });
  const summary = `Suscriptores activos del ${label(first.day)} al ${label(last.day)}: de ${first.count} a ${last.count}.`;
  return (
    <figure>
      <svg viewBox={`0 0 ${width} ${height}`} className="h-auto w-full" role="img" aria-label={summary}>
        {ticks.map((t) => (
          <g key={t}>
            <line x1={pad.left} x2={width - pad.right} y1={y(t)} y2={y(t)} stroke="#e2e8f0" strokeDasharray={t === 0 ? undefined : "4 4"} />
            <text x={pad.left - 8} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#475569">
              {Number.isInteger(t) ? t : t.toFixed(1)}
            </text>
          </g>
        ))}
        <path d={area} fill="#b45309" fillOpacity="0.12" />
        <path d={line} fill="none" stroke="#b45309" strokeWidth="2.5" strokeLinejoin="round" strokeLinecap="round" />
        <circle cx={x(points.length - 1)} cy={y(last.count)} r="4" fill="#b45309" />
        <text x={pad.left} y={height - 8} fontSize="11" fill="#475569">
          {label(first.day)}
        </text>
        <text x={width - pad.right} y={height - 8} fontSize="11" fill="#475569" textAnchor="end">
          {label(last.day)}
        </text>
      </svg>
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  );
}
