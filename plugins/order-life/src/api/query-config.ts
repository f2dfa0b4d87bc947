/** The life and its history are answered whole (`AdminOrderLifeResponse`): no field selection, no paging. */
export const orderLifeQueryConfig = {}
