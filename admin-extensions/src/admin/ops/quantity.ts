/**
 * The highest quantity a refusal of the server names ("quantity: invalid quantity: must be an integer
 * from 1 to 7"): the real maximum the translated message shows; null when the refusal names none.
 */
export function maxOfQuantityRefusal(message: string): number | null {
  const m = /from \d+ to (\d+)/.exec(message)
  return m ? Number(m[1]) : null
}
