import ar from "./ar.json"
import en from "./en.json"
import fr from "./fr.json"

/**
 * The back-office opens in French (spec §1: French is the default and the fallback). Medusa's
 * dashboard reads the language from its `lng` cookie, then localStorage `lng`, and else falls back to
 * English; this module is loaded before it starts, so a first visit gets French. A language chosen
 * in the profile is stored by the dashboard and kept.
 */
export function defaultToFrench(doc: { cookie: string } | undefined, storage: Pick<Storage, "getItem" | "setItem"> | undefined) {
  if (!doc || !storage) return
  if (/(^|;\s*)lng=/.test(doc.cookie) || storage.getItem("lng")) return
  storage.setItem("lng", "fr")
}
defaultToFrench(typeof document === "undefined" ? undefined : document, typeof localStorage === "undefined" ? undefined : localStorage)

// Merged into the dashboard's own "translation" namespace; every key of ours sits under a
// prefix (dzGeo, ...) so it cannot collide with Medusa's.
export default {
  en: { translation: en },
  fr: { translation: fr },
  ar: { translation: ar },
}
