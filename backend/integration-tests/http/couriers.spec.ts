import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { CallNowEntry, CourierAccountDTO, CourierSyncPlan, HandOverResultDTO, ParcelDTO } from "@shop/contracts/couriers"
import type { AdminOrderLifeResponse } from "@shop/contracts/order-life"
import { FAKES, type CourierFake } from "@shop/couriers/fakes"
import { adapterFor, pollAll, SANDBOX_CREDENTIALS, sharedLimiter, SANDBOX_WEBHOOK_SECRET, sandboxAccountId } from "@shop/couriers/workflows"
import { execFile } from "node:child_process"
import path from "node:path"
import { PDFDocument } from "pdf-lib"
import { adminHeaders, attempt, eventually, expectStaffOnly, runSeed, type Api, type ErrorAnswer } from "../helpers"
import { codClient, form } from "../cod-helpers"

jest.setTimeout(300 * 1000)

type HandOverAnswer = { results: HandOverResultDTO[]; handed_over: number; failed: number }
type YalidineExtras = { replayLastWebhook(): Promise<number>; subscribeWebhook(): Promise<boolean> }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let key: string
    let admin: { headers: Record<string, string> }
    let fake: CourierFake & YalidineExtras
    const http = api as Api
    const cod = codClient(http, getContainer, () => key)
    const ACCOUNT = sandboxAccountId("yalidine")
    const life = async (id: string) => (await http.get<AdminOrderLifeResponse>(`/admin/orders/${id}/life`, admin)).data.life
    const parcels = async (id: string) => (await http.get<{ parcels: ParcelDTO[] }>(`/admin/orders/${id}/parcels`, admin)).data.parcels
    /** Moves the job's clock on for these orders' parcels: polls due, a `sending` parcel stale. */
    const setDue = (ids: string[]) =>
      getContainer()
        .resolve<{ raw(sql: string, params: unknown[]): Promise<unknown> }>(ContainerRegistrationKeys.PG_CONNECTION)
        .raw(`UPDATE courier_parcel SET next_poll_at = now() - interval '1 second', updated_at = now() - interval '10 minutes' WHERE order_id = ANY(?)`, [ids])
    const handOver = (ids: string[]) => attempt(http.post<HandOverAnswer>("/admin/couriers/hand-over", { order_ids: ids }, admin))

    /** `n` placed and confirmed COD orders of a fresh product, Yalidine home delivery in Alger Centre. */
    async function confirmedOrders(n: number, { confirm = true, stock = 20 } = {}) {
      const p = await cod.product(admin, { title: `Colis ${Math.random().toString(36).slice(2, 7)}`, stock, price: 4000 })
      const option = await cod.option("yalidine", "home")
      const ids: string[] = []
      for (let i = 0; i < n; i++) {
        const res = await cod.order(form(p.variant_id, option.id))
        expect(res.status).toBe(201)
        ids.push(res.data.order.id)
        if (confirm) expect((await attempt(http.post(`/admin/orders/${res.data.order.id}/life/confirmation`, { to: "confirmed" }, admin))).status).toBe(200)
      }
      return { ids, ...p }
    }

    beforeAll(async () => {
      key = (await runSeed(getContainer(), { catalog: false })).publishable_key
      const baseURL = (api as unknown as { defaults: { baseURL: string } }).defaults.baseURL.replace(/\/$/, "")
      fake = (await FAKES.yalidine!({
        port: 0,
        credentials: SANDBOX_CREDENTIALS.yalidine,
        webhook: { url: `${baseURL}/hooks/couriers/${ACCOUNT}`, secret: SANDBOX_WEBHOOK_SECRET },
      })) as CourierFake & YalidineExtras
    })
    afterAll(async () => {
      await fake?.close()
    })
    // Medusa's runner puts the database back as the seed left it before every test: the sandbox
    // account is pointed at this suite's fake each time
    beforeEach(async () => {
      admin = await adminHeaders(api)
      expect((await attempt(http.post(`/admin/courier-accounts/${ACCOUNT}`, { base_url: fake.url }, admin))).status).toBe(200)
    })

    it("keeps the courier routes for staff only", async () => {
      await expectStaffOnly(api, [
        ["get", "/admin/courier-accounts"],
        ["post", "/admin/courier-accounts"],
        ["get", `/admin/courier-accounts/${ACCOUNT}`],
        ["post", `/admin/courier-accounts/${ACCOUNT}/test-connection`],
        ["post", "/admin/couriers/hand-over"],
        ["get", "/admin/couriers/labels?order_id=x"],
        ["get", "/admin/orders/x/parcels"],
        ["get", "/admin/couriers/call-now"],
        ["post", `/admin/courier-accounts/${ACCOUNT}/sync`],
      ])
    })

    it("links the sandbox account, never answers a secret, and tests the credentials against the courier", async () => {
      const list = await http.get<{ courier_accounts: CourierAccountDTO[] }>("/admin/courier-accounts", admin)
      const sandbox = list.data.courier_accounts.find((a) => a.id === ACCOUNT)!
      expect(sandbox).toMatchObject({ adapter: "yalidine", sandbox: true, credentials_set: ["api_id", "api_token"], webhook_secret_set: true })
      expect(JSON.stringify(list.data)).not.toContain(SANDBOX_CREDENTIALS.yalidine.api_token)
      expect(JSON.stringify(list.data)).not.toContain(SANDBOX_WEBHOOK_SECRET)
      const row = (
        await getContainer()
          .resolve<{ listCourierAccounts(f: object): Promise<{ credentials_enc: string }[]> }>("couriers")
          .listCourierAccounts({ id: ACCOUNT })
      )[0]
      expect(row.credentials_enc).not.toContain(SANDBOX_CREDENTIALS.yalidine.api_token)

      const ok = await http.post<{ ok: boolean; kind: string | null }>(`/admin/courier-accounts/${ACCOUNT}/test-connection`, {}, admin)
      expect(ok.data).toMatchObject({ ok: true, kind: null })

      // wrong credentials: the courier's refusal, kept on the account; then put back
      await http.post(`/admin/courier-accounts/${ACCOUNT}`, { credentials: { api_id: "nope", api_token: "nope" } }, admin)
      const bad = await http.post<{ ok: boolean; kind: string; courier_account: CourierAccountDTO }>(
        `/admin/courier-accounts/${ACCOUNT}/test-connection`,
        {},
        admin
      )
      expect(bad.data).toMatchObject({ ok: false, kind: "auth" })
      expect(bad.data.courier_account.last_test_error).toBeTruthy()
      await http.post(`/admin/courier-accounts/${ACCOUNT}`, { credentials: SANDBOX_CREDENTIALS.yalidine }, admin)

      // bad input names the field; a second account for the same transporter is a conflict
      const missing = await attempt(http.post<ErrorAnswer>(`/admin/courier-accounts/${ACCOUNT}`, { credentials: { api_id: "x" } }, admin))
      expect(missing.status).toBe(400)
      expect(missing.data.message).toContain("credentials.api_token")
      const twice = await attempt(
        http.post<ErrorAnswer>(
          "/admin/courier-accounts",
          { transporter_id: sandbox.transporter_id, adapter: "yalidine", name: "x", base_url: fake.url, credentials: SANDBOX_CREDENTIALS.yalidine },
          admin
        )
      )
      expect(twice.status).toBe(409)
    })

    it("bulk hand-over: parcels made once even when the courier's first answer is lost; an unconfirmed order is refused alone", async () => {
      const { ids } = await confirmedOrders(5)
      const { ids: unconfirmed } = await confirmedOrders(1, { confirm: false })
      const before = fake.parcels().length

      // the courier creates the parcels, then the answer never arrives
      fake.fault({ kind: "drop" }, /^POST \/v1\/parcels\/?$/)
      const lost = await handOver([...ids, unconfirmed[0]])
      expect(lost.status).toBe(200)
      const refused = lost.data.results.find((r) => r.order_id === unconfirmed[0])!
      expect(refused).toMatchObject({ ok: false, status: 409 })
      for (const id of ids) expect(lost.data.results.find((r) => r.order_id === id)).toMatchObject({ ok: false, retryable: true })
      expect(fake.parcels().length).toBe(before + 5)
      for (const id of ids) expect((await life(id)).delivery_state).toBe("not_shipped")

      // retried: found at the courier by reference, nothing re-sent
      const retried = await handOver(ids)
      expect(retried.data.handed_over).toBe(5)
      expect(fake.parcels().length).toBe(before + 5)
      // a double click after success changes nothing
      const again = await handOver(ids)
      expect(again.data.handed_over).toBe(5)
      expect(fake.parcels().length).toBe(before + 5)

      for (const id of ids) {
        const l = await life(id)
        expect(l.delivery_state).toBe("handed_over")
        const [p] = await parcels(id)
        expect(p).toMatchObject({ state: "created", status: "created" })
        expect(l.tracking_number).toBe(p.tracking)
      }

      // labels: one PDF, one page per order at least
      const res = await fetch(
        `${(api as unknown as { defaults: { baseURL: string } }).defaults.baseURL}/admin/couriers/labels?${ids.map((i) => `order_id=${i}`).join("&")}`,
        {
          headers: admin.headers,
        }
      )
      expect(res.status).toBe(200)
      expect(res.headers.get("content-type")).toContain("application/pdf")
      const pdf = await PDFDocument.load(Buffer.from(await res.arrayBuffer()))
      expect(pdf.getPageCount()).toBeGreaterThanOrEqual(5)
      const noParcel = await attempt(http.get<ErrorAnswer>(`/admin/couriers/labels?order_id=${unconfirmed[0]}`, admin))
      expect(noParcel.status).toBe(400)
      expect(noParcel.data.message).toContain(unconfirmed[0])
    })

    it("webhooks move orders to delivered (payment captured) and returned (restocked once); a replay changes nothing; a bad signature is 401", async () => {
      const { ids, inventory_item_id, location_id } = await confirmedOrders(2)
      expect((await handOver(ids)).data.handed_over).toBe(2)
      const [a, b] = ids
      const ta = (await parcels(a))[0].tracking!
      const tb = (await parcels(b))[0].tracking!

      expect(await fake.subscribeWebhook()).toBe(true)
      await fake.advance(ta, "picked_up")
      await fake.advance(ta, "out_for_delivery")
      await fake.advance(ta, "delivered")
      const delivered = await life(a)
      expect(delivered).toMatchObject({ delivery_state: "delivered", money_state: "collected_by_courier" })
      const { data } = await cod.query().graph({ entity: "order", fields: ["id", "summary.*", "payment_collections.payments.captured_at"], filters: { id: a } })
      const order = data[0] as unknown as { summary: { pending_difference: number }; payment_collections: { payments: { captured_at: string | null }[] }[] }
      expect(order.payment_collections[0].payments[0].captured_at).toBeTruthy()
      expect(Number(order.summary.pending_difference)).toBe(0)

      const stockBefore = await cod.level(inventory_item_id, location_id)
      await fake.advance(tb, "delivery_attempted", "Client ne répond pas")
      expect((await life(b)).delivery_state).toBe("delivery_attempted")
      // the poll reads the same line from Yalidine's history (another id): still one attempt, one event
      const eventsBeforePoll = (await parcels(b))[0].events.length
      await setDue([b])
      await pollAll(getContainer())
      expect((await parcels(b))[0].events.length).toBe(eventsBeforePoll)
      expect((await life(b)).delivery_attempts).toBe(1)
      // the agents' "call the buyer now" list, with the courier's reason
      const callNow = async () => (await http.get<{ calls: CallNowEntry[] }>("/admin/couriers/call-now", admin)).data.calls
      expect((await callNow()).find((c) => c.order_id === b)).toMatchObject({ tracking: tb, raw_reason: "Client ne répond pas", delivery_attempts: 1 })
      await fake.advance(tb, "returning", "Client ne répond pas")
      await fake.advance(tb, "returned", "Client ne répond pas")
      expect((await callNow()).find((c) => c.order_id === b)).toBeUndefined()
      const returned = await life(b)
      expect(returned).toMatchObject({ delivery_state: "returned", return_reason: "unreachable" })
      const stockAfter = await cod.level(inventory_item_id, location_id)
      expect(stockAfter.stocked).toBe(stockBefore.stocked + 1)
      const events = (await parcels(b))[0].events.length

      // Yalidine retries the same batch: nothing more
      expect(await fake.replayLastWebhook()).toBe(200)
      expect((await parcels(b))[0].events.length).toBe(events)
      expect((await cod.level(inventory_item_id, location_id)).stocked).toBe(stockAfter.stocked)
      expect(await life(b)).toEqual(returned)

      // a forged batch
      const base = (api as unknown as { defaults: { baseURL: string } }).defaults.baseURL
      const forged = await fetch(`${base}/hooks/couriers/${ACCOUNT}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-yalidine-signature": "00".repeat(32) },
        body: JSON.stringify({ type: "parcel_status_updated", events: [] }),
      })
      expect(forged.status).toBe(401)
    })

    it("sync from courier: shows the tariff and desk changes, then saves them (rates, desks with the courier's ids)", async () => {
      type Plan = { plan: CourierSyncPlan }
      // Noest quotes its whole tariff in one call (Yalidine asks one call per wilaya, paced at its 50 a minute)
      const NOEST = sandboxAccountId("noest")
      const noest = await FAKES.noest!({ port: 0, credentials: SANDBOX_CREDENTIALS.noest })
      try {
        expect((await attempt(http.post(`/admin/courier-accounts/${NOEST}`, { base_url: noest.url }, admin))).status).toBe(200)
        const preview = await http.post<Plan>(`/admin/courier-accounts/${NOEST}/sync`, {}, admin)
        const plan = preview.data.plan
        expect(plan.applied).toBe(false)
        expect(plan.rates.length).toBeGreaterThan(50)
        expect(plan.summary.rates_added + plan.summary.rates_updated).toBeGreaterThan(0)
        expect(plan.stop_desks.filter((d) => d.change === "add").length).toBeGreaterThan(0)
        const rateService = getContainer().resolve<{
          listTransporterRates(f: object, c?: object): Promise<{ wilaya_code: number; delivery_type: string; price: number }[]>
        }>("transporter")
        const transporterId = (await http.get<{ courier_account: CourierAccountDTO }>(`/admin/courier-accounts/${NOEST}`, admin)).data.courier_account
          .transporter_id
        const before = await rateService.listTransporterRates({ transporter_id: transporterId }, { take: null })
        // nothing saved by the preview
        const changed = plan.rates.find((r) => r.change === "update")
        if (changed)
          expect(Number(before.find((r) => r.wilaya_code === changed.wilaya_code && r.delivery_type === changed.delivery_type)!.price)).toBe(
            changed.current!.price
          )

        const applied = (await http.post<Plan>(`/admin/courier-accounts/${NOEST}/sync`, { apply: true }, admin)).data.plan
        expect(applied.applied).toBe(true)
        const after = await rateService.listTransporterRates({ transporter_id: transporterId }, { take: null })
        for (const r of plan.rates)
          expect(Number(after.find((a) => a.wilaya_code === r.wilaya_code && a.delivery_type === r.delivery_type)!.price)).toBe(r.courier.price)
        const again = (await http.post<Plan>(`/admin/courier-accounts/${NOEST}/sync`, {}, admin)).data.plan
        expect(again.summary).toMatchObject({ rates_added: 0, rates_updated: 0, desks_added: 0, desks_updated: 0 })
        const desks = await getContainer()
          .resolve<{ listStopDesks(f: object, c?: object): Promise<{ external_id: string | null }[]> }>("transporter")
          .listStopDesks({ transporter_id: transporterId }, { take: null })
        expect(desks.filter((d) => d.external_id).length).toBe(plan.stop_desks.filter((d) => d.change === "add").length)
      } finally {
        await noest.close()
      }
    })

    it("polling moves orders of a courier without webhooks (Noest): delivered and returned, and the job takes up a hand-over left without answer", async () => {
      const NOEST = sandboxAccountId("noest")
      const noest = await FAKES.noest!({ port: 0, credentials: SANDBOX_CREDENTIALS.noest })
      try {
        expect((await attempt(http.post(`/admin/courier-accounts/${NOEST}`, { base_url: noest.url }, admin))).status).toBe(200)
        const p = await cod.product(admin, { title: "Colis Noest", stock: 10, price: 3000 })
        const option = await cod.option("noest", "home")
        const ids: string[] = []
        for (let i = 0; i < 3; i++) {
          const res = await cod.order(form(p.variant_id, option.id))
          ids.push(res.data.order.id)
          await http.post(`/admin/orders/${res.data.order.id}/life/confirmation`, { to: "confirmed" }, admin)
        }
        // the third one's creation answer is lost: it stays "sending", the job takes it up
        const first = await handOver(ids.slice(0, 2))
        expect(first.data.handed_over).toBe(2)
        noest.fault({ kind: "drop" }, /^POST .*create\/order/)
        expect((await handOver([ids[2]])).data.results[0]).toMatchObject({ ok: false, retryable: true })
        const couriers = getContainer().resolve<{ listParcels(f: object): Promise<{ state: string; validated_at: Date | null }[]> }>("couriers")
        const [pending] = await couriers.listParcels({ order_id: ids[2] })
        expect(pending.state).toBe("sending")
        // Noest keeps drafts until validated: the hand-over validated them
        for (const id of ids.slice(0, 2)) expect((await couriers.listParcels({ order_id: id }))[0].validated_at).toBeTruthy()

        const t0 = (await parcels(ids[0]))[0].tracking!
        const t1 = (await parcels(ids[1]))[0].tracking!
        await noest.advance(t0, "picked_up")
        await noest.advance(t0, "delivered")
        await noest.advance(t1, "returning", "Client absent")
        await noest.advance(t1, "returned", "Client absent")

        // the job's run, with its clock moved on: parcels due, the stale hand-over taken up again
        await setDue(ids)
        const before = noest.parcels().length
        await pollAll(getContainer())
        // the scheduled job (every minute, same claim with a lease) may have claimed these parcels just
        // before this run: then it is the one applying them, a moment later
        await eventually(
          () => life(ids[0]),
          (l) => expect(l.delivery_state).toBe("delivered")
        )
        await eventually(
          () => life(ids[1]),
          (l) => expect(l).toMatchObject({ delivery_state: "returned", return_reason: "unreachable" })
        )
        await eventually(
          () => life(ids[2]),
          (l) => expect(l.delivery_state).toBe("handed_over")
        )
        // found at the courier by reference: not made twice
        expect(noest.parcels().length).toBe(before)
        // a second run reads nothing new
        await setDue(ids)
        const events = (await parcels(ids[0]))[0].events.length
        await pollAll(getContainer())
        expect((await parcels(ids[0]))[0].events.length).toBe(events)
      } finally {
        await noest.close()
      }
    })

    ;(process.env.REDIS_URL ? it : it.skip)(
      "two processes polling one courier stay under its rate limit together (shared Redis budget; the fake counts)",
      async () => {
        const { ids } = await confirmedOrders(1)
        expect((await handOver(ids)).data.handed_over).toBe(1)
        const tracking = (await parcels(ids[0]))[0].tracking!
        const from = fake.log.length
        const t = Date.now()
        // two OS processes, each with its own Redis connection and limiter on the account's budget:
        // the fake counts every call of the account (this suite's earlier ones too) against its quotas
        const env = {
          ...process.env,
          FAKE_URL: fake.url,
          API_ID: SANDBOX_CREDENTIALS.yalidine.api_id,
          API_TOKEN: SANDBOX_CREDENTIALS.yalidine.api_token,
          // the account's own budget, shared with this backend's calls for it (hand-overs, labels…)
          LIMITER_KEY: ACCOUNT,
          TRACKING: tracking,
          COUNT: "12",
        }
        const run = () =>
          new Promise<{ done: number }>((resolve, reject) =>
            execFile(process.execPath, [path.join(__dirname, "../fixtures/courier-poller.mjs")], { env, timeout: 120_000 }, (err, stdout, stderr) =>
              err ? reject(new Error(`${err.message}\n${stderr}`)) : resolve(JSON.parse(stdout))
            )
          )
        const answers = await Promise.all([run(), run()])
        expect(answers.map((a) => a.done)).toEqual([12, 12])
        const all = fake.log.slice(from)
        const mine = all.filter((l) => l.path.includes("histor"))
        expect(mine.length).toBeGreaterThanOrEqual(24)
        expect(all.filter((l) => l.status === 429)).toHaveLength(0)
        // Yalidine: 5 a second; 24 calls of two processes never go faster than that together
        const peak = (w: number) => {
          let best = 0
          for (let a = 0, b = 0; b < mine.length; b++) {
            while (mine[b].at - mine[a].at >= w) a++
            best = Math.max(best, b - a + 1)
          }
          return best
        }
        expect(peak(1000)).toBeLessThanOrEqual(5)
        expect(Date.now() - t).toBeGreaterThanOrEqual(4000)
      }
    )

    it("refuses an address the courier does not serve before anything is sent", async () => {
      const { ids } = await confirmedOrders(1)
      const communes = await adapterFor("yalidine")({
        account: { base_url: fake.url, credentials: SANDBOX_CREDENTIALS.yalidine },
        // the account's budget, shared with the backend (the fake counts every call of the account)
        limiter: sharedLimiter(),
        limiterKey: ACCOUNT,
      }).communes()
      expect(communes.some((c) => c.wilaya_code === 16 && /alger centre/i.test(c.name))).toBe(true)
      // the courier's list without Alger Centre
      await getContainer()
        .resolve<{ updateCourierAccounts(d: object): Promise<unknown> }>("couriers")
        .updateCourierAccounts({ id: ACCOUNT, communes: communes.filter((c) => !(c.wilaya_code === 16 && /alger centre/i.test(c.name))) })
      const before = fake.parcels().length
      const res = await handOver(ids)
      expect(res.data.results[0]).toMatchObject({ ok: false, status: 422, field: "commune_code" })
      expect(fake.parcels().length).toBe(before)
      // with the courier's full list it goes
      await getContainer().resolve<{ updateCourierAccounts(d: object): Promise<unknown> }>("couriers").updateCourierAccounts({ id: ACCOUNT, communes })
      expect((await handOver(ids)).data.handed_over).toBe(1)
    })
  },
})
