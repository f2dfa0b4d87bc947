// The phone, name and e-mail rules live in @shop/shared/{phone,contact} (the storefront and the reviews use the same).

/**
 * The address Medusa records when the buyer gives no email (Medusa wants one to complete a cart).
 * `.invalid` is reserved (RFC 2606): nothing can ever be delivered there, and the phone in it
 * lets staff recognise the buyer.
 */
export const syntheticEmail = (phone: string) => `${phone}@cod.invalid`

export const isSyntheticEmail = (email: string | null | undefined) => !!email && email.endsWith("@cod.invalid")
