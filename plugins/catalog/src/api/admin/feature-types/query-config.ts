export const defaultAdminFeatureTypeFields = ["id", "code", "label", "translations", "position", "created_at", "updated_at"]
export const defaultAdminFeatureValueFields = ["id", "value", "translations", "position", "feature_type_id", "created_at", "updated_at"]

export const retrieveFeatureTypeQueryConfig = { defaults: defaultAdminFeatureTypeFields, isList: false }
export const listFeatureTypeQueryConfig = { ...retrieveFeatureTypeQueryConfig, defaultLimit: 100, isList: true }
