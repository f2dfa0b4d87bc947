export type AdminWilaya = {
  id: string
  code: number
  code_58: number
  name_fr: string
  name_ar: string
  reform: string | null
  postal_code: string | null
  deliverable: boolean
  commune_count: number
  deliverable_commune_count: number
}

export type AdminCommune = {
  id: string
  code: number
  name_fr: string
  name_ar: string
  daira: string | null
  postal_code: string | null
  deliverable: boolean
}

export const pad2 = (code: number) => String(code).padStart(2, "0")
