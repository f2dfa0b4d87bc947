/**
 * Editor.js's own interface texts (toolbox, tunes, tool names) in the admin's language (spec §2:
 * the rich-text editor speaks French). Editor.js takes them as its `i18n.messages` option, keyed by
 * its English source strings; English needs no dictionary.
 */
type Dict = Record<string, string>
type Messages = { ui: Record<string, Record<string, Dict | string>>; toolNames: Dict; tools: Record<string, Dict>; blockTunes: Record<string, Dict> }

const fr: Messages = {
  ui: {
    blockTunes: { toggler: { "Click to tune": "Cliquer pour régler", "or drag to move": "ou glisser pour déplacer" } },
    inlineToolbar: { converter: { "Convert to": "Convertir en" } },
    toolbar: { toolbox: { Add: "Ajouter" } },
    popover: { Filter: "Filtrer", "Nothing found": "Aucun résultat", "Convert to": "Convertir en" },
  },
  toolNames: {
    Text: "Paragraphe",
    Heading: "Titre",
    List: "Liste",
    "Unordered List": "Liste à puces",
    "Ordered List": "Liste numérotée",
    Checklist: "Liste de contrôle",
    Link: "Lien",
    Bold: "Gras",
    Italic: "Italique",
  },
  tools: {
    link: { "Add a link": "Ajouter un lien" },
    stub: { "The block can not be displayed correctly.": "Ce bloc ne peut pas être affiché correctement." },
    header: { "Heading 1": "Titre 1", "Heading 2": "Titre 2", "Heading 3": "Titre 3", "Heading 4": "Titre 4", "Heading 5": "Titre 5", "Heading 6": "Titre 6" },
    list: { Unordered: "À puces", Ordered: "Numérotée", Checklist: "Liste de contrôle", "Start with": "Commencer à", "Counter type": "Type de compteur" },
    paragraph: { "Enter something": "Saisissez du texte" },
  },
  blockTunes: {
    delete: { Delete: "Supprimer", "Click to delete": "Cliquer pour supprimer" },
    moveUp: { "Move up": "Monter" },
    moveDown: { "Move down": "Descendre" },
  },
}

const ar: Messages = {
  ui: {
    blockTunes: { toggler: { "Click to tune": "انقر للضبط", "or drag to move": "أو اسحب للنقل" } },
    inlineToolbar: { converter: { "Convert to": "تحويل إلى" } },
    toolbar: { toolbox: { Add: "إضافة" } },
    popover: { Filter: "تصفية", "Nothing found": "لا توجد نتائج", "Convert to": "تحويل إلى" },
  },
  toolNames: {
    Text: "فقرة",
    Heading: "عنوان",
    List: "قائمة",
    "Unordered List": "قائمة نقطية",
    "Ordered List": "قائمة مرقمة",
    Checklist: "قائمة تحقق",
    Link: "رابط",
    Bold: "غامق",
    Italic: "مائل",
  },
  tools: {
    link: { "Add a link": "إضافة رابط" },
    stub: { "The block can not be displayed correctly.": "لا يمكن عرض هذه الكتلة بشكل صحيح." },
    header: { "Heading 1": "عنوان 1", "Heading 2": "عنوان 2", "Heading 3": "عنوان 3", "Heading 4": "عنوان 4", "Heading 5": "عنوان 5", "Heading 6": "عنوان 6" },
    list: { Unordered: "نقطية", Ordered: "مرقمة", Checklist: "قائمة تحقق", "Start with": "البدء من", "Counter type": "نوع العداد" },
    paragraph: { "Enter something": "اكتب شيئًا" },
  },
  blockTunes: { delete: { Delete: "حذف", "Click to delete": "انقر للحذف" }, moveUp: { "Move up": "إلى الأعلى" }, moveDown: { "Move down": "إلى الأسفل" } },
}

/**
 * The `i18n` option: interface texts in the admin's language (English = Editor.js's own), and the
 * writing direction of the text being edited (the Arabic tab writes right to left).
 */
export function editorI18n(adminLang: string, contentLocale: string) {
  const base = adminLang.slice(0, 2)
  const messages = base === "fr" ? fr : base === "ar" ? ar : undefined
  return { ...(messages ? { messages } : {}), direction: contentLocale === "ar" ? ("rtl" as const) : ("ltr" as const) }
}
