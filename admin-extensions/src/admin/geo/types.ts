export type { AdminCommune, AdminWilaya } from "@shop/contracts/geo"

export const pad2 = (code: number) => String(code).padStart(2, "0")
