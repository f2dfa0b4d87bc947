import { defineRouteConfig } from "@medusajs/admin-sdk"
import { DocumentText } from "@medusajs/icons"
import { Container, Heading } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { DocList } from "../../content/doc-list"
import { screenFor } from "../../staff/can"

/** The shop's fixed pages (about, delivery, returns...) served at /pages/<slug>. */
const CmsPagesPage = () => {
  const { t } = useTranslation()
  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h1">{t("dzContent.nav.cms-pages")}</Heading>
      </div>
      <DocList kind="cms" />
    </Container>
  )
}

export const config = defineRouteConfig({ rank: 12, label: "dzContent.nav.cms-pages", translationNs: "translation", icon: DocumentText })

// shown to the roles that may change it (decision 0049); the server refuses the others anyway
export default screenFor("content.write", CmsPagesPage)
