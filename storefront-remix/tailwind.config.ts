import type { Config } from "tailwindcss"
import { DEFAULT_THEME } from "./app/lib/theme"

// The shop's theme colours (back office), set as CSS variables on :root by the root layout:
// `text-theme-primary`, `bg-theme-brand`... The default stands in when the variables are missing.
const themeColors = Object.fromEntries(Object.entries(DEFAULT_THEME).map(([k, v]) => [k, `var(--color-${k}, ${v})`]))

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      fontFamily: {
        // System fonts only: the shop must render offline and Arabic needs a face with proper shaping.
        sans: ["system-ui", "-apple-system", "Segoe UI", "Roboto", "Noto Sans", "Helvetica Neue", "Arial", "sans-serif"],
        arabic: ["Noto Sans Arabic", "Noto Naskh Arabic", "Segoe UI", "Tahoma", "Geeza Pro", "Noto Sans", "Arial", "sans-serif"],
      },
      colors: {
        theme: themeColors,
        brand: {
          50: "#ecfdf5",
          100: "#d1fae5",
          600: "#047857",
          700: "#065f46",
          800: "#064e3b",
        },
      },
    },
  },
  plugins: [],
} satisfies Config
