import { Switch } from "@medusajs/ui"
import type { ComponentProps } from "react"

/**
 * @medusajs/ui's Switch moves its thumb with a physical translate-x: under dir="rtl" the thumb
 * sits outside the track. A switch has no reading direction, so it is laid out left to right.
 */
export function LtrSwitch(props: ComponentProps<typeof Switch>) {
  return (
    <span dir="ltr" className="inline-flex">
      <Switch {...props} />
    </span>
  )
}
