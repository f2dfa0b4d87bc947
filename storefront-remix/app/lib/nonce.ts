import { createContext, useContext } from "react"

/**
 * The per-request nonce of the Content-Security-Policy (entry.server.tsx): the inline scripts Remix and
 * React write (hydration data, scroll restoration, streamed chunks) carry it. Undefined in the browser,
 * which hides nonces from the page once read, and in development (no CSP there).
 */
export const NonceContext = createContext<string | undefined>(undefined)

export const useNonce = () => useContext(NonceContext)
