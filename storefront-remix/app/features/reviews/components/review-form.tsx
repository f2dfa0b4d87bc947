import { useFetcher } from "@remix-run/react"
import { useEffect, useRef, useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { controlClass, errorClass, labelClass } from "~/lib/field-styles"
import { algiersToday, onlyMissing, reviewProblems, type ReviewErrors, type ReviewPostResult } from "~/features/reviews/review-form"
import { ReviewField } from "./review-field"

type Props = { productId: string; locale: "fr" | "en" | "ar"; csrf: string | null; onSent: () => void }

const str = (form: FormData, k: string) => String(form.get(k) ?? "")

/**
 * The add-review form (spec §4, §5, §8): checked in the browser like the server does, then posted as
 * multipart (the picture included) to the storefront's resource route, which adds CSRF and the
 * buyer's address and calls the backend. Server field errors come back beside their fields.
 */
export function ReviewForm({ productId, locale, csrf, onSent }: Props) {
  const { t } = useTranslation()
  const fetcher = useFetcher<ReviewPostResult>()
  const formRef = useRef<HTMLFormElement>(null)
  const [errors, setErrors] = useState<ReviewErrors>({})
  const [alert, setAlert] = useState<string | null>(null)
  const [rating, setRating] = useState(5)
  const submitting = fetcher.state !== "idle"

  useEffect(() => {
    const result = fetcher.data
    if (fetcher.state !== "idle" || !result) return
    if (result.kind === "sent") {
      formRef.current?.reset()
      setRating(5)
      setErrors({})
      setAlert(null)
      onSent()
    } else if (result.kind === "invalid") {
      setErrors(result.errors)
      setAlert(onlyMissing(result.errors) ? t("reviews.fill_all_fields") : null)
    } else if (result.kind === "limited") setAlert(t("reviews.limited", { seconds: result.wait_seconds }))
    else if (result.kind === "session_expired") setAlert(t("reviews.session_expired"))
    else setAlert(t("reviews.submit_error"))
    // onSent and t are stable enough; the answer is what triggers this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state, fetcher.data])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const file = form.get("image")
    const image = file && typeof file !== "string" && file.size > 0 ? { size: file.size, type: file.type } : null
    const found = reviewProblems({
      name: str(form, "name"),
      email: str(form, "email"),
      phone: str(form, "phone"),
      purchase_date: str(form, "purchase_date"),
      rating: str(form, "rating"),
      text: str(form, "text"),
      bought_here: form.get("bought_here") === "on",
      accepted_policy: form.get("accepted_policy") === "on",
      image,
    })
    setErrors(found)
    if (Object.keys(found).length) {
      setAlert(t("reviews.fill_all_fields"))
      return
    }
    setAlert(null)
    fetcher.submit(form, { method: "post", action: `/api/reviews/${productId}`, encType: "multipart/form-data" })
  }

  const err = (f: keyof ReviewErrors) => (errors[f] ? t(`reviews.errors.${errors[f]}`) : null)
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className="mt-4 grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2"
      data-testid="review-form"
    >
      <h3 className="text-lg font-semibold sm:col-span-2">{t("reviews.form_title")}</h3>
      <input type="hidden" name="csrf" value={csrf ?? ""} />
      <input type="hidden" name="locale" value={locale} />
      <ReviewField name="name" label={t("reviews.name")} error={err("name")} autoComplete="name" maxLength={60} />
      <ReviewField name="email" label={t("reviews.email")} error={err("email")} type="email" autoComplete="email" dir="ltr" />
      <ReviewField
        name="phone"
        label={t("reviews.phone")}
        error={err("phone")}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        dir="ltr"
        placeholder="0661234567"
      />
      <ReviewField name="purchase_date" label={t("reviews.purchase_date")} error={err("purchase_date")} type="date" max={algiersToday()} />
      <fieldset className="sm:col-span-2">
        <legend className={labelClass}>{t("reviews.rating")}</legend>
        <div className="mt-1 flex gap-1" data-testid="review-rating">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer text-3xl leading-none" title={t("reviews.stars", { count: n })}>
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="sr-only"
                data-testid={`review-rating-${n}`}
              />
              <span aria-hidden className={n <= rating ? "text-amber-500" : "text-slate-300"}>
                ★
              </span>
              <span className="sr-only">{t("reviews.stars", { count: n })}</span>
            </label>
          ))}
        </div>
        {err("rating") && <p className={errorClass}>{err("rating")}</p>}
      </fieldset>
      <ReviewField name="text" label={t("reviews.text")} error={err("text")} className="sm:col-span-2">
        <textarea
          id="review-text"
          name="text"
          rows={4}
          maxLength={2000}
          aria-invalid={errors.text ? true : undefined}
          className={controlClass.replace("h-12", "min-h-24") + (errors.text ? " border-red-500" : "")}
          data-testid="review-field-text"
        />
      </ReviewField>
      <ReviewField
        name="image"
        label={t("reviews.image")}
        error={err("image")}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/gif"
        className="sm:col-span-2"
      />
      {(["bought_here", "accepted_policy"] as const).map((box) => (
        <div key={box} className="sm:col-span-2">
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name={box}
              className="mt-0.5 h-5 w-5 shrink-0"
              data-testid={`review-field-${box}`}
              aria-invalid={errors[box] ? true : undefined}
            />
            <span>{t(`reviews.${box}`)}</span>
          </label>
          {err(box) && (
            <p className={errorClass} data-testid={`review-error-${box}`}>
              {err(box)}
            </p>
          )}
        </div>
      ))}
      <div aria-live="polite" className="sm:col-span-2">
        {alert && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" data-testid="review-alert">
            {alert}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={submitting || !csrf}
        className="h-12 rounded-xl bg-brand-700 px-6 font-bold text-white hover:bg-brand-800 disabled:bg-slate-300 disabled:text-slate-600 sm:col-span-2"
        data-testid="review-submit"
      >
        {submitting ? t("reviews.submitting") : t("reviews.submit")}
      </button>
    </form>
  )
}
