// All admin UI lives in admin-extensions/ (DESIGN.md); this plugin ships none.
export {}
