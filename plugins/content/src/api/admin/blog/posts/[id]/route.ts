import { crud, KINDS } from "../../../../crud"

const handlers = crud(KINDS.post)
export const GET = handlers.get
export const POST = handlers.update
export const DELETE = handlers.remove
