/** List defaults of the remittance routes (Medusa's query-config convention): rows whole, paged. */
export const listTransporterPaymentQueryConfig = { isList: true, defaultLimit: 50 }
/** Routes that answer one computed object (dashboard, a transporter's unpaid orders): no paging. */
export const computedQueryConfig = {}
