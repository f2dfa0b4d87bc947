import { InjectTransactionManager, MedusaContext, MedusaService } from "@medusajs/framework/utils"
import type { Context } from "@medusajs/framework/types"
import { BlogCategory, BlogPost } from "./models/blog"
import { CmsPage } from "./models/cms-page"
import { ContentBlock } from "./models/content-block"
import { ContentSetting } from "./models/content-setting"
import { MenuItem } from "./models/menu-item"

/** Generated CRUD; the store reads go through SQL in src/lib (one query per block type). */
class ContentModuleService extends MedusaService({ ContentBlock, MenuItem, BlogCategory, BlogPost, CmsPage, ContentSetting }) {
  /**
   * Replaces a menu's whole tree in one transaction (the admin saves the tree it shows): the old
   * rows are removed for good, so the ids the admin sent back can be reused.
   */
  @InjectTransactionManager()
  async replaceMenu(location: string, rows: Array<Record<string, unknown>>, @MedusaContext() context: Context = {}) {
    await (context.transactionManager as any).execute(`DELETE FROM content_menu_item WHERE location = ?`, [location])
    if (rows.length) await this.createMenuItems(rows as any, context)
  }

  /** Creates or updates the document stored under `key` (one row per key). */
  @InjectTransactionManager()
  async putSetting(key: string, value: Record<string, unknown>, @MedusaContext() context: Context = {}) {
    const [existing] = await this.listContentSettings({ key }, {}, context)
    if (existing) return this.updateContentSettings({ id: existing.id, value }, context)
    return this.createContentSettings({ key, value }, context)
  }
}

export default ContentModuleService
