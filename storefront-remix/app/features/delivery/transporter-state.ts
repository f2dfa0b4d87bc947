import type { Transporter, TransportProblem } from "./transporters"

/** One answer about a commune's transporters: from the page loader (`?commune=`) or the fetcher. */
export type TransportersSource = { commune: number | null; transporters: Transporter[]; problem: TransportProblem | null }

export type TransporterState =
  | { kind: "no-commune" }
  | { kind: "loading" }
  | { kind: "none" }
  | { kind: "ready"; transporters: Transporter[] }
  | { kind: "problem"; problem: TransportProblem }

/**
 * What the transporter step shows for the chosen commune. Like the communes, an answer for another
 * commune is never shown, and an earlier failure is hidden while a retry runs.
 */
export function transporterState(
  commune: number | null,
  sources: { fetched?: TransportersSource | null; fetching: boolean; loaded?: TransportersSource | null }
): TransporterState {
  if (commune === null) return { kind: "no-commune" }
  const { fetched, fetching, loaded } = sources
  const answer = [fetching ? null : fetched, fetching && loaded?.problem ? null : loaded].find((s) => s?.commune === commune)
  if (!answer) return { kind: "loading" }
  // A commune the backend does not deliver and one no transporter serves read the same to a buyer.
  if (answer.problem === "not_served") return { kind: "none" }
  if (answer.problem) return { kind: "problem", problem: answer.problem }
  return answer.transporters.length ? { kind: "ready", transporters: answer.transporters } : { kind: "none" }
}
