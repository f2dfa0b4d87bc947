import { Tabs, Text } from "@medusajs/ui"
import { useEffect, useRef, useState, type MutableRefObject } from "react"
import { useTranslation } from "react-i18next"
import { LOCALES, type L10n, type Locale } from "./content"
import { editorToHtml, htmlToEditorData, type EditorData } from "@shop/shared/editorjs"
import { editorI18n } from "./editorjs-i18n"

export type RichValue = { html: L10n; editor_data: Record<Locale, EditorData | null> }
/** Each started editor's "save now"; Editor.js reports changes late (debounced), so a submit asks directly. */
export type Savers = MutableRefObject<Partial<Record<Locale, () => Promise<EditorData>>>>

/** The form's submit calls `flush` to get the editors' current content, typing of the last instant included. */
export function useRichFlush() {
  const savers: Savers = useRef({})
  const flush = async (value: RichValue): Promise<RichValue> => {
    const next: RichValue = { html: { ...value.html }, editor_data: { ...value.editor_data } }
    for (const [locale, save] of Object.entries(savers.current) as [Locale, () => Promise<EditorData>][]) {
      const data = await save()
      next.html[locale] = editorToHtml(data)
      next.editor_data[locale] = data
    }
    return next
  }
  return { savers, flush }
}

/**
 * Content saved before Editor.js (HTML only) reopens as its paragraphs, headings and lists, its text
 * cleaned by the shop's HTML policy first (Editor.js loads block text as markup).
 */
const initialData = (data: EditorData | null, html: string): EditorData => (data?.blocks ? data : htmlToEditorData(html))

/** One Editor.js instance for one locale; it reports both its JSON and the HTML made from it. */
function LocaleEditor({
  locale,
  data,
  html,
  onChange,
  testId,
  savers,
}: {
  locale: Locale
  data: EditorData | null
  html: string
  onChange: (data: EditorData, html: string) => void
  testId: string
  savers?: Savers
}) {
  const { i18n } = useTranslation()
  const holder = useRef<HTMLDivElement>(null)
  const changed = useRef(onChange)
  changed.current = onChange
  const [failed, setFailed] = useState<string>()

  useEffect(() => {
    let editor: { destroy?: () => void; isReady?: Promise<void>; save?: () => Promise<unknown> } | undefined
    let cancelled = false
    // Loaded on demand: Editor.js touches `window` and is only needed when a form with rich text opens.
    Promise.all([import("@editorjs/editorjs"), import("@editorjs/header"), import("@editorjs/list"), import("@editorjs/paragraph")])
      .then(([editorjs, { default: Header }, { default: List }, { default: Paragraph }]) => {
        if (cancelled || !holder.current) return
        // the package's types declare a namespace default; at run time it is the class
        const EditorJS = editorjs.default as unknown as new (config: Record<string, unknown>) => {
          destroy?: () => void
          isReady?: Promise<void>
          save?: () => Promise<unknown>
        }
        const instance = new EditorJS({
          holder: holder.current,
          data: initialData(data, html),
          minHeight: 80,
          i18n: editorI18n(i18n.language, locale),
          tools: {
            paragraph: { class: Paragraph as never, inlineToolbar: true },
            header: { class: Header as never, inlineToolbar: true, config: { levels: [2, 3, 4], defaultLevel: 2 } },
            list: { class: List as never, inlineToolbar: true },
          },
          onChange: async (api: { saver: { save: () => Promise<unknown> } }) => {
            const saved = (await api.saver.save()) as EditorData
            changed.current(saved, editorToHtml(saved))
          },
        })
        editor = instance
        // data-ready: the editor listens to the pointer and keyboard (journeys wait for it before typing)
        Promise.resolve(instance.isReady)
          .then(() => {
            if (!cancelled) holder.current?.setAttribute("data-ready", "true")
          })
          .catch(() => {})
        if (savers)
          savers.current[locale] = async () => {
            await instance.isReady
            return (await instance.save!()) as EditorData
          }
      })
      .catch((e: Error) => setFailed(e.message))
    const element = holder.current
    return () => {
      cancelled = true
      element?.removeAttribute("data-ready")
      if (savers) delete savers.current[locale]
      try {
        editor?.destroy?.()
      } catch {
        // destroying before Editor.js finished starting throws; the holder goes away with the component anyway
      }
    }
    // The editor owns its content once started: restarting it on every keystroke would lose the caret.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locale, i18n.language])

  return (
    <div>
      <div
        ref={holder}
        dir={locale === "ar" ? "rtl" : "ltr"}
        lang={locale}
        className="bg-ui-bg-field shadow-borders-base min-h-[120px] rounded-md px-3 py-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:font-semibold [&_.ce-block__content]:max-w-none [&_.ce-toolbar__content]:max-w-none"
        data-testid={`${testId}-${locale}`}
      />
      {failed && (
        <Text size="xsmall" className="text-ui-fg-error">
          {failed}
        </Text>
      )}
    </div>
  )
}

/** Rich text in fr/en/ar: one tab and one Editor.js per locale (spec §2 "Rich-text editor"). */
export function RichTextEditor({
  label,
  value,
  onChange,
  testId,
  savers,
}: {
  label: string
  value: RichValue
  onChange: (v: RichValue) => void
  testId: string
  savers?: Savers
}) {
  const { t, i18n } = useTranslation()
  const latest = useRef(value)
  latest.current = value
  return (
    <fieldset className="flex flex-col gap-y-2">
      <legend className="txt-compact-small-plus mb-1.5">{label}</legend>
      <Tabs defaultValue="fr" dir={i18n.dir?.() ?? "ltr"}>
        <Tabs.List>
          {LOCALES.map((l) => (
            <Tabs.Trigger key={l} value={l} data-testid={`${testId}-tab-${l}`}>
              {t(`dzContent.lang.${l}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {LOCALES.map((l) => (
          // forceMount keeps all three editors alive so switching tabs keeps unsaved text
          <Tabs.Content key={l} value={l} forceMount className="mt-2 data-[state=inactive]:hidden">
            <LocaleEditor
              locale={l}
              data={value.editor_data?.[l] ?? null}
              html={value.html[l]}
              testId={testId}
              savers={savers}
              onChange={(data, html) => onChange({ html: { ...latest.current.html, [l]: html }, editor_data: { ...latest.current.editor_data, [l]: data } })}
            />
          </Tabs.Content>
        ))}
      </Tabs>
    </fieldset>
  )
}
