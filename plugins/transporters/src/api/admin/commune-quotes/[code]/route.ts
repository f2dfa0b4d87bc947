/**
 * The store's delivery quote of a commune, for staff (an order placed for a buyer from the
 * admin picks its transporter here). Same answer as GET /store/communes/:code/transporters,
 * behind the admin session instead of a publishable key.
 */
export { GET } from "../../../store/communes/[code]/transporters/route"
