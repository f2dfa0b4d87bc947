import { useCallback, useEffect, useRef, useState } from "react"
import { useTranslation } from "react-i18next"

/** Spec §8: toasts close by themselves after 5,000 ms. */
export const TOAST_MS = 5000

export type ToastMessage = { text: string; tone: "error" | "info" }

/** A toast's state: `show` replaces the current one and restarts its 5-second life. */
export function useToast() {
  const [toast, setToast] = useState<ToastMessage | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>()
  const dismiss = useCallback(() => {
    clearTimeout(timer.current)
    setToast(null)
  }, [])
  const show = useCallback((next: ToastMessage) => {
    clearTimeout(timer.current)
    setToast(next)
    timer.current = setTimeout(() => setToast(null), TOAST_MS)
  }, [])
  useEffect(() => () => clearTimeout(timer.current), [])
  return { toast, show, dismiss }
}

/** A message at the bottom of the screen, announced to screen readers, with a close button. */
export function Toast({ toast, onClose }: { toast: ToastMessage | null; onClose: () => void }) {
  const { t } = useTranslation()
  if (!toast) return null
  return (
    <div
      role={toast.tone === "error" ? "alert" : "status"}
      className={
        "fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-start gap-3 rounded-xl px-4 py-3 text-white shadow-lg " +
        (toast.tone === "error" ? "bg-red-700" : "bg-slate-800")
      }
      data-testid="toast"
      data-tone={toast.tone}
    >
      <p className="flex-1">{toast.text}</p>
      <button
        type="button"
        onClick={onClose}
        aria-label={t("cart.close")}
        className="-me-1 rounded px-2 text-xl leading-none hover:bg-white/20"
        data-testid="toast-close"
      >
        ×
      </button>
    </div>
  )
}
