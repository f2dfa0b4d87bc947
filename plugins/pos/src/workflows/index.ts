export * from "./payment-plans"
