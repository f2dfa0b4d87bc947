import { Links, Meta, Scripts } from "@remix-run/react"
import type { ReactNode } from "react"
import { useNonce } from "~/lib/nonce"

/** `/pos` and below: the till's own bare document, none of the shop's header, footer, menus or theme. */
export const isPosPath = (pathname: string) => pathname === "/pos" || pathname.startsWith("/pos/")

export function PosDocument({ children }: { children: ReactNode }) {
  const nonce = useNonce()
  return (
    <html lang="fr" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#065f46" />
        <Meta />
        <Links />
      </head>
      <body className="bg-slate-100">
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}
