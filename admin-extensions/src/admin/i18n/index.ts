import ar from "./ar.json"
import en from "./en.json"
import fr from "./fr.json"

// Merged into the dashboard's own "translation" namespace; every key of ours sits under a
// prefix (dzGeo, ...) so it cannot collide with Medusa's.
export default {
  en: { translation: en },
  fr: { translation: fr },
  ar: { translation: ar },
}
