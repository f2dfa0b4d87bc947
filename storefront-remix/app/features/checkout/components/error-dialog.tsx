import { useEffect, useRef } from "react"
import { useTranslation } from "react-i18next"

/** The failure dialog of the order form (spec §8: form.error title, a message and a close button). */
export function ErrorDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation()
  const close = useRef<HTMLButtonElement>(null)
  useEffect(() => close.current?.focus(), [])
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4" onKeyDown={(e) => e.key === "Escape" && onClose()}>
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="error-dialog-title"
        aria-describedby="error-dialog-message"
        className="w-full max-w-sm rounded-2xl bg-white p-6 shadow-xl"
        data-testid="error-dialog"
      >
        <h2 id="error-dialog-title" className="text-lg font-bold text-red-800">
          {t("form.error")}
        </h2>
        <p id="error-dialog-message" className="mt-2 text-slate-700" data-testid="error-dialog-message">
          {message}
        </p>
        <button
          ref={close}
          type="button"
          onClick={onClose}
          className="mt-5 h-11 w-full rounded-lg bg-slate-800 px-4 font-semibold text-white"
          data-testid="error-dialog-close"
        >
          {t("form.close")}
        </button>
      </div>
    </div>
  )
}
