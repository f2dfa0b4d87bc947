import { model } from "@medusajs/framework/utils"
import { PackItem } from "./pack-item"

/**
 * A product sold as a pack of other products. `strict`: every item names its variant and the
 * pack's variant is a Medusa inventory kit of those variants' inventory items (selling a pack
 * reserves and decrements its parts; a missing part makes the pack unavailable). `flexible`: the
 * buyer picks each item's combination among the product's variants.
 */
export const Pack = model
  .define("pack", {
    id: model.id({ prefix: "pack" }).primaryKey(),
    product_id: model.text(),
    mode: model.enum(["strict", "flexible"]),
    items: model.hasMany(() => PackItem, { mappedBy: "pack" }),
  })
  .cascades({ delete: ["items"] })
  .indexes([{ on: ["product_id"], unique: true, where: "deleted_at IS NULL" }])
