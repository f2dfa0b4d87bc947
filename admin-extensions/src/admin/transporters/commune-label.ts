import type { CommuneName } from "./transporters"

/** "1607 Casbah · القصبة", or the bare code when the commune is unknown. */
export const communeLabel = (code: number, commune: CommuneName) => (commune ? `${code} ${commune.name_fr} · ${commune.name_ar}` : String(code))
