import { toast } from "@medusajs/ui"
import { useMutation } from "@tanstack/react-query"
import { useTranslation } from "react-i18next"
import { ApiError, exportUrl } from "../shared/api"
import { documentLang, documentPath, type DocumentKind } from "./documents"

/**
 * A document of these orders as one PDF in a new tab, in the admin's language. The request carries the
 * admin's session cookie; the tab is opened before it (a tab opened after an await is a pop-up the
 * browser blocks) and shown the PDF as a blob; without a tab, the PDF is downloaded.
 */
export function usePrintDocument() {
  const { t, i18n } = useTranslation()
  return useMutation({
    mutationFn: async ({ kind, orderIds }: { kind: DocumentKind; orderIds: string[] }) => {
      const tab = window.open("", "_blank")
      try {
        const res = await fetch(exportUrl(documentPath(kind, orderIds, documentLang(i18n.language))), { credentials: "include" })
        if (!res.ok) {
          const json = await res.json().catch(() => ({}))
          throw new ApiError(json.message || res.statusText, res.status)
        }
        const url = URL.createObjectURL(await res.blob())
        if (tab) tab.location.href = url
        else {
          const a = document.createElement("a")
          a.href = url
          a.download = `${kind}-${orderIds.length}.pdf`
          a.click()
        }
        // the tab has read it by then; the URL would otherwise live as long as the admin
        setTimeout(() => URL.revokeObjectURL(url), 60_000)
      } catch (e) {
        tab?.close()
        throw e
      }
    },
    onError: (e: Error) => toast.error(t("dzDocuments.error", { message: e.message })),
  })
}
