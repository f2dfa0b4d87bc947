import { useFetcher } from "@remix-run/react"
import { useState } from "react"
import { transporterState, type TransportersSource } from "./transporter-state"
import { resolveChoice } from "./transporters"
import type { TransportersPayload } from "~/routes/api.transporters.$commune"
import { usePageLocale } from "~/lib/use-locale"

export type Pick = { option: string; desk: string | null }

/**
 * The commune and transporter choice of the order form. The page's loader may bring a commune's
 * transporters and a pick (`?commune=&option=&desk=`, the no-JavaScript path); with JavaScript a
 * new commune loads its transporters through `/api/transporters/:code`. A new commune drops the pick.
 */
export function useDeliveryChoice(initial: { commune: number | null; loaded: TransportersSource | null; pick: Pick | null }) {
  const { loaded } = initial
  const fetcher = useFetcher<TransportersPayload>()
  const [commune, setCommune] = useState(initial.commune)
  const [pick, setPick] = useState(initial.pick)
  const locale = usePageLocale()
  const load = (code: number) => fetcher.load(`/api/transporters/${code}?lang=${locale}`)

  function chooseCommune(code: number | null) {
    setCommune(code)
    setPick(null)
    // The page may already hold this commune's transporters (it was loaded with ?commune=).
    if (code !== null && (loaded?.commune !== code || loaded.problem)) load(code)
  }

  const state = transporterState(commune, { fetched: fetcher.data, fetching: fetcher.state !== "idle", loaded })
  const chosen = state.kind === "ready" && pick ? resolveChoice(state.transporters, pick.option, pick.desk) : null

  return {
    commune,
    state,
    chosen,
    chooseCommune,
    choose: (option: string, desk: string | null) => setPick({ option, desk }),
    remove: () => setPick(null),
    retry: () => commune !== null && load(commune),
  }
}
