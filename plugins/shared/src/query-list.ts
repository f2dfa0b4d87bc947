/**
 * A repeated query parameter (`?order_id=a&order_id=b`) as a list of ids, in the order given.
 * Express's query parser (qs) gives an array up to 20 values and an object keyed "0", "1"… beyond;
 * a single value is a string; ids may also be separated by commas. Blank entries are dropped.
 * Anything that is not a string is kept as it is, for the schema after it to refuse.
 */
export function queryList(v: unknown): unknown[] {
  const raw: unknown[] =
    v === undefined
      ? []
      : Array.isArray(v)
        ? v
        : v && typeof v === "object" && Object.keys(v).every((k) => /^\d+$/.test(k))
          ? Object.entries(v)
              .sort(([a], [b]) => Number(a) - Number(b))
              .map(([, x]) => x)
          : [v]
  return raw
    .flatMap((x) => (typeof x === "string" ? x.split(",") : [x]))
    .map((x) => (typeof x === "string" ? x.trim() : x))
    .filter((x) => x !== "")
}
