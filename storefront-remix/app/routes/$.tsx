import type { LoaderFunctionArgs } from "@remix-run/node"
import { notFound } from "~/lib/not-found.server"

// Any path no route claims: the root error boundary renders the 404 in the path's language.
export async function loader(_: LoaderFunctionArgs): Promise<never> {
  throw notFound()
}

export default function CatchAll() {
  return null
}
