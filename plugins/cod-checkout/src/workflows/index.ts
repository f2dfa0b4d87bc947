export * from "./place-cod-order"
export * from "./update-cod-confirmation"
export { normalizePhone, normalizeName, normalizeEmail, syntheticEmail } from "../lib/normalize"
export { COD_MODULE } from "../modules/cod"
