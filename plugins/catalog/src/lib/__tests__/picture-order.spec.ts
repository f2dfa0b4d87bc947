import { pictureOrder } from "../picture-order"

const img = (id: string, rank: number | null) => ({ id, url: `https://cdn.test/${id}.png`, rank })

describe("pictureOrder: the product's picture is the same on the card, the page and in cross-selling", () => {
  it("puts the merchant's thumbnail first, the others by rank", () => {
    const images = [img("c", 2), img("a", 0), null, img("b", 1)]
    expect(pictureOrder(images, "https://cdn.test/b.png").map((i) => i.id)).toEqual(["b", "a", "c"])
  })

  it("keeps the rank order when the thumbnail is the first picture, is none of them or is not set", () => {
    const images = [img("b", 1), img("a", 0)]
    expect(pictureOrder(images, "https://cdn.test/a.png").map((i) => i.id)).toEqual(["a", "b"])
    expect(pictureOrder(images, "https://elsewhere.test/x.png").map((i) => i.id)).toEqual(["a", "b"])
    expect(pictureOrder(images, null).map((i) => i.id)).toEqual(["a", "b"])
    expect(pictureOrder(null, "https://cdn.test/a.png")).toEqual([])
  })
})
