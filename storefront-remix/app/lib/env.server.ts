import { z } from "zod"

const EnvSchema = z.object({
  MEDUSA_BACKEND_URL: z
    .string()
    .url()
    .refine((url) => /^https?:\/\/[^\s]+$/.test(url), "must be an http(s) URL")
    .default("http://localhost:9000")
    .transform((url) => url.replace(/\/+$/, "")),
  MEDUSA_PUBLISHABLE_KEY: z.string().trim().min(1).optional(),
  // Upper bound for one backend call, so a hung backend cannot hang the page.
  MEDUSA_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  // Signs the order form's CSRF cookie; every storefront process must share it. The start and test
  // scripts pass COOKIE_SECRET (the backend's), so either name works.
  SESSION_SECRET: z.string().min(16).optional(),
  COOKIE_SECRET: z.string().min(16).optional(),
  // Signs the buyer's address and session on the calls to the backend (decision 0045); the backend
  // must have the same value. Without it the address goes as X-Forwarded-For, which the backend only
  // believes from a trusted proxy (TRUST_PROXY), and leads cannot be saved.
  STOREFRONT_PROXY_SECRET: z.string().min(16).optional(),
})

export type ServerEnv = z.infer<typeof EnvSchema>

export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")
    throw new Error(`Invalid storefront environment: ${problems}`)
  }
  return parsed.data
}

// Parsed once at boot: a malformed URL stops the server at start, not on the first visitor.
export const env = parseEnv(process.env)

/** The key is only needed when the backend is called; its absence is a deployment error, said plainly. */
export function requirePublishableKey(e: ServerEnv = env): string {
  if (!e.MEDUSA_PUBLISHABLE_KEY) {
    throw new Error(
      "MEDUSA_PUBLISHABLE_KEY is not set: the storefront cannot call the Medusa store API without a publishable key " +
        "(find it in the admin under Settings > Publishable API Keys, or in the seed output)."
    )
  }
  return e.MEDUSA_PUBLISHABLE_KEY
}
