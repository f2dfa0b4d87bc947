import { crud, KINDS } from "../../../../crud"

const handlers = crud(KINDS.category)
export const GET = handlers.get
export const POST = handlers.update
export const DELETE = handlers.remove
