import { model } from "@medusajs/framework/utils"

/** One stretch of work of a member of staff at a warehouse or shop (a stock location): clocked in, then out. */
export const Attendance = model
  .define("attendance", {
    id: model.id({ prefix: "att" }).primaryKey(),
    user_id: model.text(),
    location_id: model.text(),
    clock_in: model.dateTime(),
    clock_out: model.dateTime().nullable(),
  })
  .indexes([{ on: ["user_id", "clock_in"] }])
