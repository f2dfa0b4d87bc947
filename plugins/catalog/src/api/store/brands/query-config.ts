export const defaultStoreBrandFields = ["id", "name", "slug", "logo_url", "description", "translations"]
export const defaultStoreBrandLineFields = ["id", "name", "slug", "logo_url", "translations"]

export const retrieveBrandQueryConfig = { defaults: defaultStoreBrandFields, isList: false }
export const listBrandQueryConfig = { ...retrieveBrandQueryConfig, isList: true }
