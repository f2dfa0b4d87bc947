/**
 * The inner HTML of each `<li>` of some already sanitised HTML (the text carousel's slides; the
 * loader cleaned it, lib/sanitize-html.server). HTML with no list (paragraphs typed one per line)
 * gives its paragraphs instead, so the carousel is never empty.
 */
export function listItems(clean: string | null | undefined): string[] {
  const html = clean ?? ""
  const pick = (tag: string) => {
    const items: string[] = []
    const re = new RegExp(`<${tag}(?: [^>]*)?>([\\s\\S]*?)</${tag}>`, "g")
    for (let m = re.exec(html); m; m = re.exec(html)) if (m[1].replace(/<[^>]*>/g, "").trim()) items.push(m[1])
    return items
  }
  const li = pick("li")
  return li.length ? li : pick("p")
}
