/**
 * Staff-written HTML on render (content blocks, blog posts, CMS pages, product descriptions).
 * The policy is the shop's one allow-list, @shop/shared/html, the same the backend applies on
 * write (docs/decisions/0047-one-html-sanitiser.md). It runs in the loaders, on the server only:
 * the browser receives the cleaned HTML in the loader data and never loads the parser (sanitize-html
 * is ~100 KB gzipped; issue 18's budget for a product page is 150 KB of JavaScript in all).
 */
export { htmlToText, sanitizeHtml } from "@shop/shared/html"
