export * from "./seed-algeria-geo"
export { loadAlgeriaData } from "../lib/algeria-data"
