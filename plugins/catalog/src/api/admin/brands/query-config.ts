export const defaultAdminBrandFields = ["id", "name", "slug", "logo_url", "description", "translations", "active", "created_at", "updated_at"]
export const defaultAdminBrandLineFields = ["id", "name", "slug", "logo_url", "translations", "brand_id", "created_at", "updated_at"]

export const retrieveBrandQueryConfig = { defaults: defaultAdminBrandFields, isList: false }
export const listBrandQueryConfig = { ...retrieveBrandQueryConfig, defaultLimit: 100, isList: true }
