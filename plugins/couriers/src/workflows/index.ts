/**
 * The couriers plugin's public door (decision 0028): what the backend, its seed and its specs may
 * use. The fakes have their own door, `@shop/couriers/fakes` (tests and the sandbox process).
 */
export { COURIERS_MODULE } from "../modules/couriers"
export type { CouriersModuleService } from "../modules/couriers"
export type { CourierAccountRow, ParcelRow, ParcelEventRow } from "../modules/couriers/service"
export { ADAPTERS, adapterFor } from "../adapters"
export type { AdapterContext, CourierAdapter, ParcelDraft, TrackingEvent } from "../lib/adapter"
export { CourierError, isCourierError } from "../lib/errors"
export { MemoryLimiter, RedisLimiter, type Limiter, type RateRule } from "../lib/limiter"
export { seal, sealJson } from "../lib/secrets"
export { adapterOf, sharedLimiter } from "../lib/runtime"
export { SANDBOX_CREDENTIALS, SANDBOX_ORDER, SANDBOX_PORT_BASE, SANDBOX_WEBHOOK_SECRET, sandboxAccountId, sandboxBaseUrl, sandboxPort } from "../lib/sandbox"
export { handOverOrders, type HandOverResult } from "../lib/hand-over"
export { applyTrackingEvents, DELIVERY_OF, returnReasonOf } from "../lib/tracking"
export { pollAccount, pollAll, resumeAccount } from "../lib/polling"
export { planSync, applySync } from "../lib/sync"
