import { crud, KINDS } from "../../crud"

const handlers = crud(KINDS.page)
export const GET = handlers.list
export const POST = handlers.create
