/**
 * Cross-selling answers computed lists (store-products.ts picks the fields each list needs), so
 * there are no default fields for a client to narrow: the config only carries the validation.
 */
export const crossSellingQueryConfig = { defaults: [] as string[], isList: false }
