/** Default fields of the admin lists (`validateAndTransformQuery`): the queue reads order lives (@shop/order-life), the leads the cod module. */
export const CONFIRMATION_FIELDS = [
  "id",
  "order_id",
  "confirmation_state",
  "attempts",
  "postponed_until",
  "cancel_reason",
  "first_name",
  "last_name",
  "phone",
  "wilaya_code",
  "commune_code",
  "transporter_id",
  "delivery_type",
  "order_type",
  "customer_id",
  "assigned_to",
  "assigned_at",
  "first_call_at",
  "last_call_at",
  "created_at",
  "updated_at",
]
export const LEAD_FIELDS = [
  "id",
  "cart_id",
  "first_name",
  "last_name",
  "phone",
  "email",
  "address",
  "wilaya_code",
  "commune_code",
  "items",
  "status",
  "order_id",
  "converted_at",
  "created_at",
  "updated_at",
]

export const listAdminCodConfirmationsQueryConfig = { defaults: CONFIRMATION_FIELDS, defaultLimit: 50, isList: true }
export const listAdminCodLeadsQueryConfig = { defaults: LEAD_FIELDS, defaultLimit: 50, isList: true }
/** The customer list reads its own fields (the risk needs the lives); only the page size comes from here. */
export const listAdminCodCustomersQueryConfig = { defaults: ["id"], defaultLimit: 50, isList: true }
