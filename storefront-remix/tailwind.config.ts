import type { Config } from "tailwindcss"

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
