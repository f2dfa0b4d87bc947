import { calendarDay, centimes, checkTillPayment, planLines, planState } from "../payment-rules"

const today = "2026-11-29"

describe("checkTillPayment", () => {
  it("gives the change due on cash, refuses too little, takes a card as the total", () => {
    expect(checkTillPayment(2350, { method: "cash", tendered: 3000 })).toEqual({ ok: true, cash: 2350, card: 0, change_due: 650 })
    expect(checkTillPayment(2350, { method: "cash", tendered: 2000 })).toMatchObject({ ok: false, errors: [{ field: "payment.tendered", code: "too_low" }] })
    expect(checkTillPayment(2350, { method: "card" })).toEqual({ ok: true, cash: 0, card: 2350, change_due: 0 })
  })

  it("takes a mixed payment only when cash plus card equal the total, to the centime", () => {
    expect(checkTillPayment(1000.3, { method: "mixed", cash: 0.1, card: 1000.2 })).toEqual({ ok: true, cash: 0.1, card: 1000.2, change_due: 0 })
    expect(checkTillPayment(5000, { method: "mixed", cash: 2000, card: 2999 })).toEqual({
      ok: false,
      errors: [{ field: "payment", code: "mixed_sum", message: "cash plus card must equal the total" }],
    })
    expect(checkTillPayment(5000, { method: "mixed", cash: 2000, card: 3001 })).toMatchObject({ ok: false, errors: [{ code: "mixed_sum" }] })
    // the cash part paid with a bigger note: change on the cash part only
    expect(checkTillPayment(5000, { method: "mixed", cash: 2000, card: 3000, tendered: 2500 })).toEqual({ ok: true, cash: 2000, card: 3000, change_due: 500 })
    expect(checkTillPayment(5000, { method: "mixed", cash: 2000, card: 3000, tendered: 1000 })).toMatchObject({
      ok: false,
      errors: [{ field: "payment.tendered" }],
    })
  })

  it("names a bad amount", () => {
    expect(checkTillPayment(100, { method: "mixed", cash: -1, card: 101 })).toMatchObject({
      ok: false,
      errors: [{ field: "payment.cash", code: "not_positive" }],
    })
    expect(checkTillPayment(100, { method: "mixed", cash: 1.005, card: 98.995 })).toMatchObject({
      ok: false,
      errors: [{ code: "too_many_decimals" }, { code: "too_many_decimals" }],
    })
    expect(checkTillPayment(100, { method: "cash" } as never)).toMatchObject({ ok: false, errors: [{ field: "payment.tendered", code: "required" }] })
  })
})

describe("planLines", () => {
  it("makes a deposit and three installments that add up to the total", () => {
    const r = planLines(
      12000,
      {
        type: "installments",
        deposit: 3000,
        installments: [
          { amount: 3000, due_date: "2026-12-29" },
          { amount: 3000, due_date: "2027-01-29" },
          { amount: 3000, due_date: "2027-02-28" },
        ],
      },
      today
    )
    expect(r).toEqual({
      ok: true,
      lines: [
        { seq: 0, kind: "deposit", amount: 3000, due_date: today },
        { seq: 1, kind: "installment", amount: 3000, due_date: "2026-12-29" },
        { seq: 2, kind: "installment", amount: 3000, due_date: "2027-01-29" },
        { seq: 3, kind: "installment", amount: 3000, due_date: "2027-02-28" },
      ],
    })
  })

  it("refuses a schedule that does not add up, a date in the past, dates out of order, a day that does not exist", () => {
    expect(
      planLines(
        9000,
        {
          type: "installments",
          installments: [
            { amount: 3000, due_date: "2026-12-01" },
            { amount: 3000, due_date: "2027-01-01" },
          ],
        },
        today
      )
    ).toMatchObject({
      ok: false,
      errors: [{ field: "installments", code: "schedule_sum" }],
    })
    const bad = planLines(
      9000,
      {
        type: "installments",
        installments: [
          { amount: 3000, due_date: "2026-11-28" },
          { amount: 3000, due_date: "2027-02-30" },
          { amount: 3000, due_date: "2027-01-01" },
          { amount: 0, due_date: "2026-12-31" },
        ],
      },
      today
    )
    expect(bad.ok).toBe(false)
    expect(!bad.ok && bad.errors.map((e) => [e.field, e.code])).toEqual([
      ["installments.0.due_date", "date_in_past"],
      ["installments.1.due_date", "invalid_date"],
      ["installments.3.amount", "not_positive"],
      ["installments.3.due_date", "date_order"],
    ])
  })

  it("a deposit plan: the rest on delivery, the deposit below the total", () => {
    expect(planLines(8000, { type: "deposit", deposit: 2000 }, today)).toEqual({
      ok: true,
      lines: [
        { seq: 0, kind: "deposit", amount: 2000, due_date: today },
        { seq: 1, kind: "on_delivery", amount: 6000, due_date: today },
      ],
    })
    expect(planLines(8000, { type: "deposit", deposit: 8000 }, today)).toMatchObject({ ok: false, errors: [{ field: "deposit", code: "too_high" }] })
    expect(planLines(8000, { type: "deposit" }, today)).toMatchObject({ ok: false, errors: [{ field: "deposit", code: "required" }] })
    expect(
      planLines(8000, { type: "deposit", deposit: 2000, rest: "schedule", installments: [{ amount: 6000, due_date: "2027-01-15" }] }, today)
    ).toMatchObject({
      ok: true,
      lines: [{ seq: 0 }, { seq: 1, kind: "installment", amount: 6000 }],
    })
  })
})

describe("planState", () => {
  const lines = [
    { seq: 0, kind: "deposit", amount: 3000, due_date: "2026-11-01", paid_at: "2026-11-01T10:00:00Z" },
    { seq: 1, kind: "installment", amount: 3000, due_date: "2026-11-15", paid_at: null },
    { seq: 2, kind: "installment", amount: 3000, due_date: "2026-12-15", paid_at: null },
  ]
  it("says what was paid, what remains, what is overdue and what comes next", () => {
    expect(planState(lines, today)).toEqual({ paid_total: 3000, remaining: 6000, paid: false, overdue: [1], next_due: { seq: 1, due_date: "2026-11-15" } })
  })
  it("is paid when every line is; a line due on delivery is never overdue", () => {
    expect(
      planState(
        lines.map((l) => ({ ...l, paid_at: "2026-11-20T00:00:00Z" })),
        today
      )
    ).toMatchObject({ paid: true, remaining: 0, overdue: [], next_due: null })
    expect(planState([{ seq: 1, kind: "on_delivery", amount: 500, due_date: "2026-01-01", paid_at: null }], today).overdue).toEqual([])
  })
})

describe("amounts and days", () => {
  it("reads centimes exactly and real calendar days only", () => {
    expect(centimes(0.1 + 0.2)).toBe(30)
    expect(centimes(12.345)).toBeNull()
    expect(calendarDay("2028-02-29")).toBe("2028-02-29")
    expect(calendarDay("2027-02-29")).toBeNull()
    expect(calendarDay("29/11/2026")).toBeNull()
  })
})
