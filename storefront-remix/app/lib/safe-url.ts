/** Links from staff content (menus, the footer's social links): checked without an HTML parser, so safe in the browser bundle. */
export { decodeEntities, safeUrl } from "@shop/shared/safe-url"
