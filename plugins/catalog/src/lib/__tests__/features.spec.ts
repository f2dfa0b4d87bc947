import { groupFeatures, type FeatureValueRow } from "../features"

const colour = { id: "ftype_1", code: "couleur", label: "Couleur", position: 1, translations: { en: { label: "Colour" }, ar: { label: "اللون" } } }
const material = { id: "ftype_2", code: "matiere", label: "Matière", position: 0, translations: { en: { label: "Material" } } }

const rows: FeatureValueRow[] = [
  { id: "fval_red", value: "Rouge", position: 2, translations: { en: { value: "Red" }, ar: { value: "أحمر" } }, feature_type: colour },
  { id: "fval_blue", value: "Bleu", position: 1, translations: { en: { value: "Blue" } }, feature_type: colour },
  { id: "fval_wool", value: "Laine", position: 0, translations: null, feature_type: material },
  { id: "fval_orphan", value: "Sans type", feature_type: null },
]

describe("groupFeatures", () => {
  it("groups values under their type, both in merchant order", () => {
    const groups = groupFeatures(rows, "fr")
    expect(groups.map((g) => g.type.code)).toEqual(["matiere", "couleur"])
    expect(groups[1].values.map((v) => v.id)).toEqual(["fval_blue", "fval_red"])
  })

  it("localizes labels and values with the French fallback", () => {
    const ar = groupFeatures(rows, "ar")
    expect(ar[0]).toEqual({ type: { id: "ftype_2", code: "matiere", label: "Matière" }, values: [{ id: "fval_wool", value: "Laine" }] })
    expect(ar[1].type.label).toBe("اللون")
    expect(ar[1].values).toEqual([
      { id: "fval_blue", value: "Bleu" },
      { id: "fval_red", value: "أحمر" },
    ])
    expect(groupFeatures(rows, "en")[1].values.map((v) => v.value)).toEqual(["Blue", "Red"])
  })

  it("returns no group for a product without features", () => {
    expect(groupFeatures([], "en")).toEqual([])
  })
})
