export * from "./create-review"
