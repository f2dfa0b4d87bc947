// One look for every control of the order form.
export const labelClass = "block text-sm font-medium text-slate-800"
export const controlClass =
  "mt-1 block h-12 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm " +
  "focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100"
export const hintClass = "mt-1 text-sm text-slate-500"
/** A field's own message (spec §5), right under it. */
export const errorClass = "mt-1 text-sm font-medium text-red-700"
/** Stands where a control will appear, at the control's height, so nothing jumps when it does. */
export const placeholderClass = "mt-1 flex min-h-12 items-center rounded-lg px-3 text-sm"
export const problemClass =
  "mt-1 flex min-h-12 flex-wrap items-center justify-between gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
export const retryClass = "font-semibold text-red-900 underline underline-offset-2"
/** The submit button a GET form shows only without JavaScript ("show communes", "show transporters"). */
export const noscriptButtonClass = "mt-2 rounded-lg border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800"
