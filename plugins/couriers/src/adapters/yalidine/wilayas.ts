/**
 * Yalidine's 58 wilayas (ids 1–58, the 2019 model it still uses), as it spells them in `from_wilaya_name`
 * and `to_wilaya_name`. The adapter receives the destination's name already mapped (decision 0040);
 * this table names the wilaya parcels leave from (the account's `from_wilaya_code`). Spellings are the
 * shop's geography data (data/algeria, French names), which the fake serves as Yalidine's /wilayas.
 */
export const YALIDINE_WILAYAS: readonly string[] = [
  "Adrar",
  "Chlef",
  "Laghouat",
  "Oum El Bouaghi",
  "Batna",
  "Béjaïa",
  "Biskra",
  "Béchar",
  "Blida",
  "Bouira",
  "Tamanrasset",
  "Tébessa",
  "Tlemcen",
  "Tiaret",
  "Tizi Ouzou",
  "Alger",
  "Djelfa",
  "Jijel",
  "Sétif",
  "Saïda",
  "Skikda",
  "Sidi Bel Abbès",
  "Annaba",
  "Guelma",
  "Constantine",
  "Médéa",
  "Mostaganem",
  "M'sila",
  "Mascara",
  "Ouargla",
  "Oran",
  "El Bayadh",
  "Illizi",
  "Bordj Bou Arreridj",
  "Boumerdès",
  "El Tarf",
  "Tindouf",
  "Tissemsilt",
  "El Oued",
  "Khenchela",
  "Souk Ahras",
  "Tipaza",
  "Mila",
  "Aïn Defla",
  "Naâma",
  "Aïn Témouchent",
  "Ghardaïa",
  "Relizane",
  "Timimoun",
  "Bordj Badji Mokhtar",
  "Ouled Djellal",
  "Béni Abbès",
  "In Salah",
  "In Guezzam",
  "Touggourt",
  "Djanet",
  "El M'Ghair",
  "El Meniaa",
]

/** The name of wilaya `code` (1–58), or null outside the range. */
export function yalidineWilayaName(code: number | null | undefined): string | null {
  if (!code || !Number.isInteger(code) || code < 1 || code > YALIDINE_WILAYAS.length) return null
  return YALIDINE_WILAYAS[code - 1]
}
