export * from "./add-stock"
export * from "./expeditions"
export { EXPEDITION_MODULE } from "../modules/expedition"
export * from "./assign-staff"
