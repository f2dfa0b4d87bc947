import type { CommuneOption, GeoProblem } from "./geo"

export type CommunesSource = { wilaya: number | null; communes: CommuneOption[] | null; problem: GeoProblem | null }

export type CommuneState = { kind: "no-wilaya" } | { kind: "loading" } | { kind: "ready"; communes: CommuneOption[] } | { kind: "problem"; problem: GeoProblem }

/**
 * What the commune field shows for the chosen wilaya, given the page loader's answer (no-JS path,
 * `?wilaya=`) and the latest fetcher answer (JS path). Answers for another wilaya are ignored.
 */
export function communeState(
  wilaya: number | null,
  sources: { fetched?: CommunesSource | null; fetching: boolean; loaded?: CommunesSource | null }
): CommuneState {
  if (wilaya === null) return { kind: "no-wilaya" }
  const { fetched, fetching, loaded } = sources
  // While a new request runs, an earlier failure is not shown: the retry may succeed.
  const answer = [fetching ? null : fetched, fetching && loaded?.problem ? null : loaded].find((s) => s?.wilaya === wilaya)
  if (!answer) return { kind: "loading" }
  if (answer.problem) return { kind: "problem", problem: answer.problem }
  return { kind: "ready", communes: answer.communes ?? [] }
}
