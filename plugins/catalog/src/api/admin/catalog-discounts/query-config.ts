export const defaultAdminDiscountFields = [
  "id",
  "rule_type",
  "target_ids",
  "value_type",
  "value",
  "starts_at",
  "ends_at",
  "banner_url",
  "title",
  "slogan",
  "translations",
  "status",
  "price_list_id",
  "variant_count",
  "product_ids",
  "created_at",
  "updated_at",
]

export const retrieveDiscountQueryConfig = { defaults: defaultAdminDiscountFields, isList: false }
export const listDiscountQueryConfig = { ...retrieveDiscountQueryConfig, defaultLimit: 100, isList: true }
