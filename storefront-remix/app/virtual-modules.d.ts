// Remix's Vite plugin serves the server build as a virtual module; the till's service worker reads its
// assets manifest (routes/pos-sw[.]js.ts).
declare module "virtual:remix/server-build" {
  export const assets: unknown
}
