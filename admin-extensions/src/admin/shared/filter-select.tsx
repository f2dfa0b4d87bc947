import { Label, Select } from "@medusajs/ui"
import { useTranslation } from "react-i18next"

const ALL = "all"

type Props = {
  id: string
  label: string
  /** The chosen value; none means "all". */
  value?: string
  options: { value: string; label: string }[]
  onChange: (v?: string) => void
  /** The text of the "all" choice, in the screen's own words. */
  allLabel: string
  /** A Tailwind min-width class, so a row of filters keeps its columns. */
  minWidth?: string
}

/** A labelled filter of a list screen: one value or "all" (undefined). Its test ids are `id`, `id-all` and `id-<value>`. */
export function FilterSelect({ id, label, value, options, onChange, allLabel, minWidth = "min-w-[180px]" }: Props) {
  const { i18n } = useTranslation()
  return (
    <div className={`flex ${minWidth} flex-col gap-y-1`}>
      <Label size="xsmall" weight="plus" htmlFor={id}>
        {label}
      </Label>
      <Select size="small" dir={i18n.dir()} value={value ?? ALL} onValueChange={(v) => onChange(v === ALL ? undefined : v)}>
        <Select.Trigger id={id} data-testid={id}>
          <Select.Value />
        </Select.Trigger>
        <Select.Content>
          <Select.Item value={ALL} data-testid={`${id}-all`}>
            {allLabel}
          </Select.Item>
          {options.map((o) => (
            <Select.Item key={o.value} value={o.value} data-testid={`${id}-${o.value}`}>
              {o.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select>
    </div>
  )
}
