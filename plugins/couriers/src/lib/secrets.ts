import { secretBox } from "@shop/shared/secrets"

/** Courier credentials at rest (decision 0040): sealed with the shop's key for the purpose `couriers`. */
const box = secretBox("couriers")

export const seal = box.seal
export const open = box.open
export const sealJson = (value: Record<string, string>) => seal(JSON.stringify(value))
export const openJson = (sealed: string) => JSON.parse(open(sealed)) as Record<string, string>
