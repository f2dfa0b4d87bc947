import { defineRouteConfig } from "@medusajs/admin-sdk"
import { Newspaper } from "@medusajs/icons"
import { Container, Heading, Tabs } from "@medusajs/ui"
import { useTranslation } from "react-i18next"
import { DocList } from "../../content/doc-list"
import { screenFor } from "../../staff/can"

/** Blog posts and their categories. */
const BlogPage = () => {
  const { t, i18n } = useTranslation()
  return (
    <Container className="p-0">
      <div className="px-6 py-4">
        <Heading level="h1">{t("dzContent.nav.blog")}</Heading>
      </div>
      <Tabs defaultValue="post" dir={i18n.dir?.() ?? "ltr"}>
        <Tabs.List className="px-6">
          <Tabs.Trigger value="post" data-testid="blog-tab-posts">
            {t("dzContent.docs.post.plural")}
          </Tabs.Trigger>
          <Tabs.Trigger value="category" data-testid="blog-tab-categories">
            {t("dzContent.docs.category.plural")}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="post">
          <DocList kind="post" />
        </Tabs.Content>
        <Tabs.Content value="category">
          <DocList kind="category" />
        </Tabs.Content>
      </Tabs>
    </Container>
  )
}

export const config = defineRouteConfig({ rank: 11, label: "dzContent.nav.blog", translationNs: "translation", icon: Newspaper })

// shown to the roles that may change it (decision 0049); the server refuses the others anyway
export default screenFor("content.write", BlogPage)
