import pg from "pg"

/**
 * The bench catalogue, written straight into Medusa's tables with set-based SQL (a benchmark
 * fixture, not a seed: the workflows would take an hour for 60,000 variants on 2 cores):
 * 20,000 published products × 3 variants (option Taille S/M/L, DZD prices), 40 brands,
 * 60 categories (6 roots × 9 leaves, products in the leaves), 8 feature types × 6 values
 * (2 per product), and one sale price list (−20 %) on 10 % of the products. Skipped when present.
 */
export async function seedBenchCatalog(url, { channelId, products = 20000 }) {
  const c = new pg.Client({ connectionString: url })
  await c.connect()
  try {
    const { rows } = await c.query("select 1 from product where id = 'prod_bench_1'")
    if (rows.length) return false
    await c.query("begin")
    const q = (sql, params = []) => c.query(sql, params)
    await q(`insert into brand (id, name, slug) select 'brand_bench_' || i, 'Marque ' || i, 'marque-' || i from generate_series(1, 40) i`)
    await q(`insert into product_category (id, name, handle, mpath, is_active, rank)
             select 'pcat_bench_' || r, 'Rayon ' || r, 'rayon-' || r, 'pcat_bench_' || r, true, r from generate_series(1, 6) r`)
    await q(`insert into product_category (id, name, handle, mpath, is_active, rank, parent_category_id)
             select 'pcat_bench_' || r || '_' || l, 'Rayon ' || r || '.' || l, 'rayon-' || r || '-' || l,
                    'pcat_bench_' || r || '.pcat_bench_' || r || '_' || l, true, l, 'pcat_bench_' || r
               from generate_series(1, 6) r, generate_series(1, 9) l`)
    await q(
      `insert into feature_type (id, code, label, position) select 'ftype_bench_' || t, 'carac-' || t, 'Caractéristique ' || t, t from generate_series(1, 8) t`
    )
    await q(`insert into feature_value (id, value, position, feature_type_id)
             select 'fval_bench_' || t || '_' || v, 'Valeur ' || v, v, 'ftype_bench_' || t from generate_series(1, 8) t, generate_series(1, 6) v`)
    await q(`insert into product_option (id, title) values ('opt_bench_size', 'Taille')`)
    await q(`insert into product_option_value (id, value, option_id, rank)
             select 'optval_bench_' || s, s, 'opt_bench_size', n from unnest(array['S','M','L']) with ordinality as x(s, n)`)
    const [{ id: profile }] = (await q(`select id from shipping_profile where deleted_at is null order by created_at limit 1`)).rows
    await q(
      `insert into product (id, title, handle, status, created_at, updated_at)
             select 'prod_bench_' || i, 'Produit ' || i, 'produit-' || i, 'published', now() - (i || ' seconds')::interval, now() from generate_series(1, $1::int) i`,
      [products]
    )
    await q(
      `insert into product_sales_channel (id, product_id, sales_channel_id) select 'prodsc_bench_' || i, 'prod_bench_' || i, $2 from generate_series(1, $1::int) i`,
      [products, channelId]
    )
    await q(
      `insert into product_shipping_profile (id, product_id, shipping_profile_id) select 'prodsp_bench_' || i, 'prod_bench_' || i, $2 from generate_series(1, $1::int) i`,
      [products, profile]
    )
    await q(
      `insert into product_category_product (product_id, product_category_id)
             select 'prod_bench_' || i, 'pcat_bench_' || (i % 6 + 1) || '_' || ((i / 6) % 9 + 1) from generate_series(1, $1::int) i`,
      [products]
    )
    await q(
      `insert into product_product_catalog_brand (id, product_id, brand_id) select 'pb_bench_' || i, 'prod_bench_' || i, 'brand_bench_' || (i % 40 + 1) from generate_series(1, $1::int) i`,
      [products]
    )
    await q(
      `insert into product_product_catalog_feature_value (id, product_id, feature_value_id)
             select 'pf_bench_' || i || '_' || k, 'prod_bench_' || i, 'fval_bench_' || ((i + k) % 8 + 1) || '_' || ((i * (k + 1)) % 6 + 1)
               from generate_series(1, $1::int) i, generate_series(0, 1) k`,
      [products]
    )
    await q(
      `insert into product_product_option (id, product_id, product_option_id) select 'ppo_bench_' || i, 'prod_bench_' || i, 'opt_bench_size' from generate_series(1, $1::int) i`,
      [products]
    )
    await q(
      `insert into product_product_option_value (id, product_product_option_id, product_option_value_id)
             select 'ppov_bench_' || i || s, 'ppo_bench_' || i, 'optval_bench_' || s from generate_series(1, $1::int) i, unnest(array['S','M','L']) s`,
      [products]
    )
    await q(
      `insert into product_variant (id, title, sku, product_id, manage_inventory, variant_rank)
             select 'variant_bench_' || i || s, s, 'BENCH-' || i || '-' || s, 'prod_bench_' || i, false, n
               from generate_series(1, $1::int) i, unnest(array['S','M','L']) with ordinality as x(s, n)`,
      [products]
    )
    await q(
      `insert into product_variant_option (variant_id, option_value_id)
             select 'variant_bench_' || i || s, 'optval_bench_' || s from generate_series(1, $1::int) i, unnest(array['S','M','L']) s`,
      [products]
    )
    await q(`insert into price_set (id) select 'pset_bench_' || i || s from generate_series(1, $1::int) i, unnest(array['S','M','L']) s`, [products])
    await q(
      `insert into product_variant_price_set (id, variant_id, price_set_id)
             select 'pvps_bench_' || i || s, 'variant_bench_' || i || s, 'pset_bench_' || i || s from generate_series(1, $1::int) i, unnest(array['S','M','L']) s`,
      [products]
    )
    // prices 500–20,400 DA in steps of 100, the larger sizes a little dearer
    await q(
      `insert into price (id, price_set_id, currency_code, amount, raw_amount, rules_count)
             select 'price_bench_' || i || s, 'pset_bench_' || i || s, 'dzd', a, jsonb_build_object('value', a::text, 'precision', 20), 0
               from generate_series(1, $1::int) i, unnest(array['S','M','L']) with ordinality as x(s, n),
                    lateral (select 500 + ((i * 37) % 200) * 100 + (n - 1) * 200 as a) p`,
      [products]
    )
    await q(`insert into price_list (id, status, title, description, type, starts_at, ends_at, rules_count)
             values ('plist_bench', 'active', 'Bench −20 %', 'bench', 'sale', now() - interval '1 day', now() + interval '30 days', 0)`)
    await q(
      `insert into price (id, price_set_id, currency_code, amount, raw_amount, rules_count, price_list_id)
             select 'price_bench_sale_' || i || s, 'pset_bench_' || i || s, 'dzd', round(p.amount * 0.8), jsonb_build_object('value', round(p.amount * 0.8)::text, 'precision', 20), 0, 'plist_bench'
               from generate_series(10, $1::int, 10) i cross join unnest(array['S','M','L']) s join price p on p.id = 'price_bench_' || i || s`,
      [products]
    )
    await q("commit")
    return true
  } catch (e) {
    await c.query("rollback").catch(() => {})
    throw e
  } finally {
    await c.end()
  }
}
