/** The admin's form controls, one look everywhere: a text field and its label. */
export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 shadow-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none";
export const labelClass = "block text-sm font-medium text-slate-800";
