import { CalendarClock, Loader2, X } from "~/components/icons";
import { formatMonterrey, SCHEDULE_ZONE_LABEL, type ScheduleLang } from "~/blog/schedule";
import { TEAM_TIME_ZONE } from "~/platform/team-time";
import { inputClass } from "~/components/admin/form-styles";

export type { ScheduleLang };

/**
 * The editor's «Programar publicación» panel: the date and time in Monterrey time, which language
 * versions to schedule (when the post has an English version) and the submit buttons «Programar» /
 * «Cambiar programación» (intent "schedule") and «Cancelar programación» (intent "unschedule");
 * `scheduled` holds each version's saved time while it is scheduled.
 */
export function SchedulePanel({
  scheduled,
  hasEn,
  value,
  onChange,
  lang,
  onLang,
  disabled,
  busy,
}: {
  scheduled: { es: string | null; en: string | null };
  hasEn: boolean;
  value: string;
  onChange(value: string): void;
  lang: ScheduleLang;
  onLang(value: ScheduleLang): void;
  disabled: boolean;
  busy: boolean;
}) {
  const times = (["es", "en"] as const).flatMap((l) => (scheduled[l] ? [{ l, at: scheduled[l]! }] : []));
  const same = times.length === 2 && times[0]!.at === times[1]!.at;
  const anyScheduled = times.length > 0;
  return (
    <fieldset className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <legend className="flex items-center gap-1.5 px-1 text-sm font-medium text-slate-800">
        <CalendarClock className="size-4" aria-hidden="true" /> Programar publicación
      </legend>
      {anyScheduled ? (
        <p className="rounded-md bg-sky-50 px-2.5 py-1.5 text-xs text-sky-900 ring-1 ring-sky-600/20" data-testid="scheduled-for">
          {same || !hasEn ? (
            <>
              Programado para el <strong>{formatMonterrey(times[0]!.at)}</strong> ({SCHEDULE_ZONE_LABEL})
            </>
          ) : (
            times.map(({ l, at }) => (
              <span key={l} className="block">
                {l === "es" ? "Español" : "Inglés"}: programado para el <strong>{formatMonterrey(at)}</strong> ({SCHEDULE_ZONE_LABEL})
              </span>
            ))
          )}
        </p>
      ) : null}
      <div>
        <label htmlFor="scheduledAt" className="text-xs text-slate-700">
          Fecha y hora ({SCHEDULE_ZONE_LABEL})
        </label>
        <input
          id="scheduledAt"
          name="scheduledAt"
          type="datetime-local"
          step={60}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-describedby="scheduledAt-help"
          className={inputClass}
        />
        <p id="scheduledAt-help" className="mt-1 text-xs text-slate-600">
          Se publica sola a esa hora ({TEAM_TIME_ZONE}); el newsletter sale en su primera publicación.
        </p>
      </div>
      {hasEn ? (
        <div>
          <label htmlFor="scheduleLang" className="text-xs text-slate-700">
            Qué se programa
          </label>
          <select id="scheduleLang" name="scheduleLang" value={lang} onChange={(e) => onLang(e.target.value as ScheduleLang)} className={inputClass}>
            <option value="both">Ambos idiomas</option>
            <option value="es">Solo la versión en español</option>
            <option value="en">Solo la versión en inglés</option>
          </select>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="schedule" disabled={disabled} className="inline-flex items-center gap-1.5 rounded-lg border border-sky-700 bg-white px-3 py-1.5 text-sm font-semibold text-sky-900 hover:bg-sky-50 disabled:opacity-60">
          {busy ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <CalendarClock className="size-4" aria-hidden="true" />}
          {anyScheduled ? "Cambiar programación" : "Programar"}
        </button>
        {anyScheduled ? (
          <button type="submit" name="intent" value="unschedule" disabled={disabled} className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60">
            <X className="size-4" aria-hidden="true" /> Cancelar programación
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
