/**
 * List defaults of the expeditions routes (Medusa's query-config convention). Rows are shown
 * whole (no `?fields=`), so only the page size is set; the routes choose their own order.
 */
export const listExpeditionQueryConfig = { isList: true, defaultLimit: 50 }
export const listMovementQueryConfig = { isList: true, defaultLimit: 50 }
/** Stock lists are read by one SQL query over Medusa's inventory tables (helpers.stockAt); paging only. */
export const listStockQueryConfig = { isList: true, defaultLimit: 50 }
