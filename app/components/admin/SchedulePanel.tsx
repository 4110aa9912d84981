import { CalendarClock, Loader2, X } from "~/components/icons";
import { formatMonterrey, SCHEDULE_TIME_ZONE, SCHEDULE_ZONE_LABEL } from "~/blog/schedule";

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none";

/**
 * The editor's «Programar publicación» panel: the date and time in Monterrey time and the submit
 * buttons «Programar» / «Cambiar programación» (intent "schedule") and «Cancelar programación»
 * (intent "unschedule"); `scheduledAt` is the saved time of a scheduled post.
 */
export function SchedulePanel({ scheduledAt, value, onChange, disabled, busy }: { scheduledAt: string | null; value: string; onChange(value: string): void; disabled: boolean; busy: boolean }) {
  return (
    <fieldset className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <legend className="flex items-center gap-1.5 px-1 text-sm font-medium text-slate-800">
        <CalendarClock className="size-4" aria-hidden="true" /> Programar publicación
      </legend>
      {scheduledAt ? (
        <p className="rounded-md bg-sky-50 px-2.5 py-1.5 text-xs text-sky-900 ring-1 ring-sky-600/20" data-testid="scheduled-for">
          Programado para el <strong>{formatMonterrey(scheduledAt)}</strong> ({SCHEDULE_ZONE_LABEL})
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
          Se publica sola a esa hora ({SCHEDULE_TIME_ZONE}); el newsletter sale en su primera publicación.
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="intent" value="schedule" disabled={disabled} className="inline-flex items-center gap-1.5 rounded-lg border border-sky-700 bg-white px-3 py-1.5 text-sm font-semibold text-sky-900 hover:bg-sky-50 disabled:opacity-60">
          {busy ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : <CalendarClock className="size-4" aria-hidden="true" />}
          {scheduledAt ? "Cambiar programación" : "Programar"}
        </button>
        {scheduledAt ? (
          <button type="submit" name="intent" value="unschedule" disabled={disabled} className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60">
            <X className="size-4" aria-hidden="true" /> Cancelar programación
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
