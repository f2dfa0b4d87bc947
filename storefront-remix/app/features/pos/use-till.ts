// The till's state (decision 0088): the cashier, the cached catalogue and the queue of sales, kept in
// IndexedDB so the till opens and sells with no connection; sync on `online`, every 15 s and on demand.
import type { AdminPosCatalogue, AdminPosMe } from "@shop/contracts/pos"
import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { readCatalogue, readMe, readSession, sendSale, signIn as postSignIn, signOut as postSignOut, type SignInResult } from "./api.client"
import { fromServer, type FieldError } from "./field-errors"
import { shopDay } from "./format"
import { kv, salesStore } from "./idb.client"
import { byTaking, isOpen, syncQueue, takenSince, withTaken, type QueuedSale } from "./queue"
import { buildSale, type SaleDraft } from "./sale"

export const SYNC_EVERY_MS = 15_000
const ME = "me"
const CATALOGUE = "catalogue"

export type Auth = "booting" | "signed_in" | "signed_out" | "expired"

const upsert = (sales: QueuedSale[], sale: QueuedSale) => {
  const at = sales.findIndex((s) => s.client_id === sale.client_id)
  return (at < 0 ? [...sales, sale] : sales.map((s, i) => (i === at ? sale : s))).sort(byTaking)
}

let lastSeq = 0
/** The order sales were taken in, even two in the same millisecond. */
const nextSeq = () => (lastSeq = Math.max(Date.now(), lastSeq + 1))

export type TakeResult = { ok: true; sale: QueuedSale } | { ok: false; errors: FieldError[]; refused: boolean }

export function useTill() {
  const [auth, setAuth] = useState<Auth>("booting")
  const [me, setMe] = useState<AdminPosMe | null>(null)
  const [serverCatalogue, setServerCatalogue] = useState<AdminPosCatalogue | null>(null)
  const [catalogueFailed, setCatalogueFailed] = useState(false)
  const [sales, setSales] = useState<QueuedSale[]>([])
  const [networkUp, setNetworkUp] = useState(true)
  const [reachable, setReachable] = useState(true)
  const [syncing, setSyncing] = useState(false)
  // the sync and the timer read the cashier of now, not of the render that made them
  const meRef = useRef<AdminPosMe | null>(null)
  useEffect(() => {
    meRef.current = me
  }, [me])

  const refreshCatalogue = useCallback(async () => {
    const r = await readCatalogue()
    if (r.ok) {
      setServerCatalogue(r.value)
      setCatalogueFailed(false)
      setReachable(true)
      await kv.set(CATALOGUE, r.value)
    } else {
      if (r.status === 401) setAuth("expired")
      if (r.status === 0) setReachable(false)
      setCatalogueFailed(true)
    }
  }, [])

  const running = useRef<Promise<void> | null>(null)
  const again = useRef(false)
  const syncNow = useCallback((): Promise<void> => {
    if (running.current) {
      again.current = true
      return running.current
    }
    const cashier = meRef.current?.cashier.user_id
    if (!cashier) return Promise.resolve()
    const run = async () => {
      setSyncing(true)
      let sentAny = false
      do {
        again.current = false
        const outcome = await syncQueue(salesStore, sendSale, cashier, (s) => setSales((prev) => upsert(prev, s)))
        sentAny ||= outcome.sent > 0
        if (outcome.stopped === "auth") setAuth("expired")
        const lost = outcome.stopped === "retry" && (await salesStore.all()).some((s) => isOpen(s) && s.last_error?.reason === "network")
        setReachable(!lost)
        if (outcome.stopped) break
      } while (again.current)
      // the server's stock now holds the sales just recorded
      if (sentAny) await refreshCatalogue()
    }
    running.current = run().finally(() => {
      running.current = null
      setSyncing(false)
    })
    return running.current
  }, [refreshCatalogue])

  const enter = useCallback(
    async (who: AdminPosMe) => {
      setMe(who)
      meRef.current = who
      setAuth("signed_in")
      await kv.set(ME, who)
      if (!who.shop) return
      await refreshCatalogue()
      void syncNow()
    },
    [refreshCatalogue, syncNow]
  )

  // boot: what the till kept, then (online) the session and a fresh `me`
  useEffect(() => {
    let cancelled = false
    ;(async () => {
      const [kept, catalogue, queued] = await Promise.all([kv.get<AdminPosMe>(ME), kv.get<AdminPosCatalogue>(CATALOGUE), salesStore.all()])
      if (cancelled) return
      setServerCatalogue(catalogue ?? null)
      setSales(queued.sort(byTaking))
      setNetworkUp(navigator.onLine)
      const session = navigator.onLine ? await readSession().catch(() => null) : null
      if (cancelled) return
      if (!session) {
        // no connection: the cashier who was signed in keeps selling, the queue waits
        // offline the browser says so; online, the storefront did not answer
        setReachable(!navigator.onLine)
        if (kept) {
          setMe(kept)
          setAuth("signed_in")
        } else setAuth("signed_out")
        return
      }
      if (!session.signed_in) {
        setAuth(kept && queued.some(isOpen) ? "expired" : "signed_out")
        return
      }
      const fresh = await readMe()
      if (cancelled) return
      if (fresh.ok) await enter(fresh.value)
      else if (fresh.status === 401 || fresh.status === 403) setAuth("expired")
      else if (kept) {
        setMe(kept)
        setAuth("signed_in")
        setReachable(false)
      } else setAuth("signed_out")
    })()
    return () => {
      cancelled = true
    }
  }, [enter])

  // connection: the browser's events, then a sync; a timer retries (and probes after a lost answer)
  useEffect(() => {
    const up = () => {
      setNetworkUp(true)
      setReachable(true)
      void syncNow()
    }
    const down = () => setNetworkUp(false)
    window.addEventListener("online", up)
    window.addEventListener("offline", down)
    const timer = window.setInterval(() => {
      if (navigator.onLine && meRef.current) void syncNow()
    }, SYNC_EVERY_MS)
    return () => {
      window.removeEventListener("online", up)
      window.removeEventListener("offline", down)
      window.clearInterval(timer)
    }
  }, [syncNow])

  const signIn = useCallback(
    async (email: string, password: string): Promise<SignInResult> => {
      const r = await postSignIn(email, password)
      if (r.ok) await enter(r.me)
      return r
    },
    [enter]
  )

  const signOut = useCallback(async () => {
    await postSignOut().catch(() => undefined)
    await kv.del(ME)
    setMe(null)
    setAuth("signed_out")
  }, [])

  const catalogue = useMemo(
    () => (serverCatalogue ? withTaken(serverCatalogue, takenSince(sales, serverCatalogue.generated_at)) : null),
    [serverCatalogue, sales]
  )
  const variants = useMemo(() => new Map((catalogue?.variants ?? []).map((v) => [v.variant_id, v])), [catalogue])
  const online = networkUp && reachable

  /**
   * Takes a sale: checked, queued in IndexedDB first (the till's word that it exists), then sent when
   * online. A sale the server refuses at once goes back to the screen to be fixed (nothing was recorded).
   */
  const takeSale = useCallback(
    async (draft: SaleDraft): Promise<TakeResult> => {
      const who = meRef.current
      if (!who) return { ok: false, errors: [{ field: "shop", code: "not_assigned" }], refused: false }
      const built = buildSale(draft, { variants, me: who, online, today: shopDay(), now: new Date(), clientId: crypto.randomUUID() })
      if (!built.ok) return { ok: false, errors: built.errors, refused: false }
      const queued: QueuedSale = {
        client_id: built.body.client_id,
        seq: nextSeq(),
        cashier_id: who.cashier.user_id,
        cashier_email: who.cashier.email,
        state: "pending",
        body: built.body,
        draft,
        receipt: built.receipt,
        sale: null,
        errors: null,
        last_error: null,
        attempts: 0,
      }
      await salesStore.put(queued)
      setSales((prev) => upsert(prev, queued))
      if (!online) return { ok: true, sale: queued }
      await syncNow()
      const after = (await salesStore.all()).find((s) => s.client_id === queued.client_id) ?? queued
      if (after.state === "refused") {
        await salesStore.del(after.client_id)
        setSales((prev) => prev.filter((s) => s.client_id !== after.client_id))
        return { ok: false, errors: fromServer(after.errors ?? []), refused: true }
      }
      return { ok: true, sale: after }
    },
    [variants, online, syncNow]
  )

  const discard = useCallback(async (clientId: string) => {
    await salesStore.del(clientId)
    setSales((prev) => prev.filter((s) => s.client_id !== clientId))
  }, [])

  const clearSynced = useCallback(async () => {
    const done = sales.filter((s) => s.state === "synced" || s.state === "flagged")
    await Promise.all(done.map((s) => salesStore.del(s.client_id)))
    setSales((prev) => prev.filter((s) => !done.includes(s)))
  }, [sales])

  return { auth, me, catalogue, variants, catalogueFailed, sales, online, syncing, signIn, signOut, syncNow, takeSale, discard, clearSynced }
}

export type Till = ReturnType<typeof useTill>
