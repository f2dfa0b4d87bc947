import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node"
import { proxyToAdminPos } from "~/features/pos/pos-proxy.server"

// The till's calls to the backend's `/admin/pos/*` (decision 0088): GET here, POST in the action.
export const loader = ({ request, params }: LoaderFunctionArgs) => proxyToAdminPos(request, params["*"])

export const action = ({ request, params }: ActionFunctionArgs) => proxyToAdminPos(request, params["*"])
