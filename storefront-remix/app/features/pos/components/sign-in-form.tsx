import { useState, type FormEvent } from "react"
import type { SignInResult } from "../api.client"
import type { FieldError } from "../field-errors"
import type { PosKey, Translate } from "../i18n"
import { Field, PRIMARY } from "./ui"

const REASONS: Record<Exclude<SignInResult, { ok: true }>["reason"], PosKey> = {
  invalid: "signin.invalid",
  not_allowed: "signin.not_allowed",
  unavailable: "signin.unavailable",
  refused: "signin.refused",
  offline: "signin.offline",
}

/** The staff sign-in of the till (Medusa's own staff login, through the storefront). */
export function SignInForm({
  t,
  onSignIn,
  notice,
}: {
  t: Translate
  onSignIn: (email: string, password: string) => Promise<SignInResult>
  notice?: string | null
}) {
  const [email, setEmail] = useState("")
  const [password, setPassword] = useState("")
  const [errors, setErrors] = useState<FieldError[]>([])
  const [failure, setFailure] = useState<PosKey | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(e: FormEvent) {
    e.preventDefault()
    const missing: FieldError[] = [
      ...(email.trim() ? [] : [{ field: "email", code: "required" }]),
      ...(password ? [] : [{ field: "password", code: "required" }]),
    ]
    setErrors(missing)
    setFailure(null)
    if (missing.length) return
    if (!navigator.onLine) return setFailure("signin.offline")
    setBusy(true)
    const r = await onSignIn(email.trim(), password)
    setBusy(false)
    if (!r.ok) setFailure(REASONS[r.reason])
  }

  return (
    <form onSubmit={submit} noValidate className="mx-auto mt-16 w-full max-w-sm space-y-4 rounded-xl bg-white p-6 shadow" data-testid="pos-sign-in">
      <h1 className="text-xl font-semibold text-slate-900">{t("signin.title")}</h1>
      {notice ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="status" data-testid="pos-sign-in-notice">
          {notice}
        </p>
      ) : null}
      <Field
        t={t}
        label={t("signin.email")}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        errors={errors.filter((x) => x.field === "email")}
        testId="pos-sign-in-email"
        dir="ltr"
      />
      <Field
        t={t}
        label={t("signin.password")}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        errors={errors.filter((x) => x.field === "password")}
        testId="pos-sign-in-password"
        dir="ltr"
      />
      {failure ? (
        <p className="text-sm text-red-700" role="alert" data-testid="pos-sign-in-error">
          {t(failure)}
        </p>
      ) : null}
      <button type="submit" className={`${PRIMARY} w-full`} disabled={busy} data-testid="pos-sign-in-submit">
        {busy ? t("signin.submitting") : t("signin.submit")}
      </button>
    </form>
  )
}
