export * from "./seed-algeria-geo"
export { loadAlgeriaData } from "../lib/algeria-data"
export { searchKey, fold } from "../lib/normalize"
