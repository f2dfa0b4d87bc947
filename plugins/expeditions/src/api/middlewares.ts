import { defineMiddlewares, validateAndTransformBody, validateAndTransformQuery } from "@medusajs/framework/http"
import { refuseDeletingUsedWarehouse } from "./guards/warehouse-in-use"
import { listExpeditionQueryConfig, listMovementQueryConfig, listStockQueryConfig } from "./query-config"
import {
  GetAdminAvailableProductsSchema,
  GetAdminExpeditionsSchema,
  GetAdminMovementsSchema,
  GetAdminWarehouseStockSchema,
  PostAdminExpeditionItemSchema,
  PostAdminExpeditionSchema,
  PostAdminItemQuantitySchema,
  PostAdminStockAllocationSchema,
  PostAdminWarehouseStaffSchema,
  PostAdminWarehouseStockSchema,
} from "./validators"

const X = "/admin/internal-expeditions"
const W = "/admin/warehouses/:id"

export default defineMiddlewares({
  routes: [
    { matcher: X, method: "GET", middlewares: [validateAndTransformQuery(GetAdminExpeditionsSchema, listExpeditionQueryConfig)] },
    { matcher: X, method: "POST", middlewares: [validateAndTransformBody(PostAdminExpeditionSchema)] },
    { matcher: `${X}/:id/items`, method: "POST", middlewares: [validateAndTransformBody(PostAdminExpeditionItemSchema)] },
    { matcher: `${X}/:id/items/:item_id`, method: "POST", middlewares: [validateAndTransformBody(PostAdminItemQuantitySchema)] },
    { matcher: `${X}/:id/items/:item_id/receive`, method: "POST", middlewares: [validateAndTransformBody(PostAdminItemQuantitySchema)] },
    { matcher: "/admin/stock-allocations", method: "POST", middlewares: [validateAndTransformBody(PostAdminStockAllocationSchema)] },
    { matcher: `${W}/stock`, method: "GET", middlewares: [validateAndTransformQuery(GetAdminWarehouseStockSchema, listStockQueryConfig)] },
    { matcher: `${W}/stock`, method: "POST", middlewares: [validateAndTransformBody(PostAdminWarehouseStockSchema)] },
    {
      matcher: `${W}/available-products`,
      method: "GET",
      middlewares: [validateAndTransformQuery(GetAdminAvailableProductsSchema, listStockQueryConfig)],
    },
    { matcher: `${W}/movements`, method: "GET", middlewares: [validateAndTransformQuery(GetAdminMovementsSchema, listMovementQueryConfig)] },
    { matcher: `${W}/staff`, method: "POST", middlewares: [validateAndTransformBody(PostAdminWarehouseStaffSchema)] },
    // Medusa's own deletion of a stock location: not one an expedition uses
    { matcher: "/admin/stock-locations/:id", method: "DELETE", middlewares: [refuseDeletingUsedWarehouse] },
  ],
})
