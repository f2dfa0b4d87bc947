import { defineMiddlewares, validateAndTransformBody, validateAndTransformQuery } from "@medusajs/framework/http"
import {
  GetAdminListSchema,
  PatchAdminSupplierSchema,
  PostAdminPurchaseOrderSchema,
  PostAdminPurchaseReceiptSchema,
  PostAdminSupplierSchema,
  PostAdminVariantPriceSetSchema,
  PostAdminLowStockOrdersSchema,
  PostAdminAdSpendSchema,
  PostAdminClockInSchema,
} from "./validators"

const list = [validateAndTransformQuery(GetAdminListSchema, { defaults: [], isList: true })]

export default defineMiddlewares({
  routes: [
    { matcher: "/admin/suppliers", method: "GET", middlewares: list },
    { matcher: "/admin/suppliers", method: "POST", middlewares: [validateAndTransformBody(PostAdminSupplierSchema)] },
    { matcher: "/admin/suppliers/:id", method: "POST", middlewares: [validateAndTransformBody(PatchAdminSupplierSchema)] },
    { matcher: "/admin/purchase-orders", method: "GET", middlewares: list },
    { matcher: "/admin/purchase-orders", method: "POST", middlewares: [validateAndTransformBody(PostAdminPurchaseOrderSchema)] },
    { matcher: "/admin/purchase-orders/:id", method: "POST", middlewares: [validateAndTransformBody(PostAdminPurchaseOrderSchema)] },
    { matcher: "/admin/purchase-orders/:id/receive", method: "POST", middlewares: [validateAndTransformBody(PostAdminPurchaseReceiptSchema)] },
    { matcher: "/admin/variants/:id/price-set", method: "POST", middlewares: [validateAndTransformBody(PostAdminVariantPriceSetSchema)] },
    { matcher: "/admin/attendance/clock-in", method: "POST", middlewares: [validateAndTransformBody(PostAdminClockInSchema)] },
    { matcher: "/admin/ad-spend", method: "POST", middlewares: [validateAndTransformBody(PostAdminAdSpendSchema)] },
    { matcher: "/admin/purchasing/low-stock/orders", method: "POST", middlewares: [validateAndTransformBody(PostAdminLowStockOrdersSchema)] },
  ],
})
