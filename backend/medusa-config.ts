// The one configuration lives at the repository root (DESIGN.md); the backend only loads it.
module.exports = require("../medusa-config")
