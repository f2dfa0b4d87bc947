import { useCallback, useEffect, useState } from "react"
import { dirOf, isPosLang, type PosLang } from "./i18n"

const KEY = "pos:lang"

/** The till's own language (not the URL's: the till has one address), kept on this device. */
export function usePosLang(): [PosLang, (l: PosLang) => void] {
  const [lang, setLang] = useState<PosLang>(() => {
    try {
      const kept = window.localStorage.getItem(KEY)
      return isPosLang(kept) ? kept : "fr"
    } catch {
      return "fr"
    }
  })
  useEffect(() => {
    // the document's own language and direction (the server rendered /pos in French)
    document.documentElement.lang = lang
    document.documentElement.dir = dirOf(lang)
  }, [lang])
  const choose = useCallback((l: PosLang) => {
    setLang(l)
    try {
      window.localStorage.setItem(KEY, l)
    } catch {
      // private mode: the choice lasts this visit
    }
  }, [])
  return [lang, choose]
}
