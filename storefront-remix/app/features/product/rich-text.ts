// Sanitised description HTML is unstyled by Tailwind's reset: give lists, paragraphs and links their look back.
export const RICH_TEXT =
  "[&_a]:text-brand-800 [&_a]:underline [&_h2]:mb-2 [&_h2]:text-lg [&_h2]:font-bold [&_h3]:mb-2 [&_h3]:font-bold [&_li]:mb-1 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:mb-3 [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:ps-6"
