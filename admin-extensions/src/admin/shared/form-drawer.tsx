import { Button, Drawer, Text } from "@medusajs/ui"
import type { FormEvent, ReactNode } from "react"
import { useTranslation } from "react-i18next"

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  submitting: boolean
  /** An error the API gave that names no field of the form. */
  error?: string
  onSubmit: () => void
  testId: string
  /** The submit button's text; "Save" when omitted. */
  submitLabel?: string
  children: ReactNode
}

/** A side panel holding one form, with its general error above the buttons. */
export function FormDrawer({ open, onOpenChange, title, submitting, error, onSubmit, testId, submitLabel, children }: Props) {
  const { t } = useTranslation()
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSubmit()
  }
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <Drawer.Content data-testid={testId}>
        <form onSubmit={submit} className="flex h-full flex-col overflow-hidden" noValidate>
          <Drawer.Header>
            <Drawer.Title>{title}</Drawer.Title>
          </Drawer.Header>
          <Drawer.Body className="flex flex-col gap-y-4 overflow-y-auto">
            {children}
            {error && (
              <Text size="small" className="text-ui-fg-error" data-testid={`${testId}-error`}>
                {error}
              </Text>
            )}
          </Drawer.Body>
          <Drawer.Footer>
            <Drawer.Close asChild>
              <Button type="button" variant="secondary" size="small">
                {t("dzTransporters.actions.cancel")}
              </Button>
            </Drawer.Close>
            <Button type="submit" size="small" isLoading={submitting} data-testid={`${testId}-submit`}>
              {submitLabel ?? t("dzTransporters.actions.save")}
            </Button>
          </Drawer.Footer>
        </form>
      </Drawer.Content>
    </Drawer>
  )
}
