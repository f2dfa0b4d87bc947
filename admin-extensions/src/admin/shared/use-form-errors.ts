import { useCallback, useState } from "react"
import { fieldErrors } from "./api"

/**
 * A form's errors: one per field (shown beside it) and a general one (above the buttons).
 * `show(byField)` replaces both (`show()` clears them: the form opened again); `fromApi(error)` places
 * the parts of an API answer beside the fields they name, the rest in the general error.
 */
export function useFormErrors<F extends string>(fields: readonly F[]) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({})
  const [general, setGeneral] = useState<string>()
  const show = useCallback((byField: Partial<Record<F, string>> = {}, rest?: string) => {
    setErrors(byField)
    setGeneral(rest || undefined)
  }, [])
  const fromApi = (error: Error) => {
    const { byField, general: rest } = fieldErrors(error.message, fields)
    show(byField, rest)
  }
  return { errors, setErrors, general, show, fromApi }
}
