// This package only holds admin UI (src/admin); it has no server code.
export {}
