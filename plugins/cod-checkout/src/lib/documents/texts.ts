import type { Lang } from "@shop/shared/lang"

/** Every word the printed documents show, in the shop's three languages (decision 0069). */
type DocumentTexts = {
  delivery_note: string
  picking_list: string
  invoice: string
  order_no: string
  invoice_no: string
  date: string
  printed_at: string
  recipient: string
  delivery: string
  name: string
  phone: string
  wilaya: string
  commune: string
  address: string
  stop_desk: string
  transporter: string
  delivery_type: { home: string; stop_desk: string }
  tracking: string
  product: string
  options: string
  quantity: string
  unit_price: string
  line_total: string
  items_total: string
  delivery_fee: string
  total: string
  cash_to_collect: string
  cash_note: string
  customer_signature: string
  courier_signature: string
  sku: string
  orders: string
  picked: string
  picking_summary: (orders: number, units: number, products: number) => string
  unit_price_ttc: string
  ht: string
  vat: (rate: number) => string
  vat_plain: string
  ttc: string
  total_ht: string
  total_vat: (rate: number) => string
  total_ttc: string
  billed_to: string
  invoice_note: string
  page: (n: number, of: number) => string
  none: string
}

export const DOCUMENT_TEXTS: Record<Lang, DocumentTexts> = {
  fr: {
    delivery_note: "Bon de livraison",
    picking_list: "Liste de préparation",
    invoice: "Facture",
    order_no: "Commande n°",
    invoice_no: "Facture n°",
    date: "Date",
    printed_at: "Imprimé le",
    recipient: "Destinataire",
    delivery: "Livraison",
    name: "Nom",
    phone: "Téléphone",
    wilaya: "Wilaya",
    commune: "Commune",
    address: "Adresse",
    stop_desk: "Stop-desk",
    transporter: "Transporteur",
    delivery_type: { home: "À domicile", stop_desk: "Au stop-desk" },
    tracking: "N° de suivi",
    product: "Produit",
    options: "Options",
    quantity: "Qté",
    unit_price: "Prix unitaire",
    line_total: "Total",
    items_total: "Total des articles",
    delivery_fee: "Frais de livraison",
    total: "Total",
    cash_to_collect: "Montant à encaisser",
    cash_note: "Paiement à la livraison, en espèces",
    customer_signature: "Signature du client",
    courier_signature: "Signature du livreur",
    sku: "Réf.",
    orders: "Commandes",
    picked: "Prêt",
    picking_summary: (o, u, p) => `${o} commande${o > 1 ? "s" : ""}, ${u} article${u > 1 ? "s" : ""}, ${p} produit${p > 1 ? "s" : ""}`,
    unit_price_ttc: "P.U. TTC",
    ht: "HT",
    vat: (r) => `TVA ${r}\u00a0%`,
    vat_plain: "TVA",
    ttc: "TTC",
    total_ht: "Total HT",
    total_vat: (r) => `TVA ${r}\u00a0%`,
    total_ttc: "Total TTC",
    billed_to: "Facturé à",
    invoice_note: "Prix TTC ; HT = TTC ÷ (1 + taux), arrondi au centime par ligne. Payé en espèces à la livraison.",
    page: (n, of) => `Page ${n} / ${of}`,
    none: "—",
  },
  en: {
    delivery_note: "Delivery note",
    picking_list: "Picking list",
    invoice: "Invoice",
    order_no: "Order no.",
    invoice_no: "Invoice no.",
    date: "Date",
    printed_at: "Printed on",
    recipient: "Recipient",
    delivery: "Delivery",
    name: "Name",
    phone: "Phone",
    wilaya: "Wilaya",
    commune: "Commune",
    address: "Address",
    stop_desk: "Stop-desk",
    transporter: "Courier",
    delivery_type: { home: "Home delivery", stop_desk: "Stop-desk pick-up" },
    tracking: "Tracking no.",
    product: "Product",
    options: "Options",
    quantity: "Qty",
    unit_price: "Unit price",
    line_total: "Total",
    items_total: "Items total",
    delivery_fee: "Delivery fee",
    total: "Total",
    cash_to_collect: "Cash to collect",
    cash_note: "Cash on delivery",
    customer_signature: "Customer's signature",
    courier_signature: "Courier's signature",
    sku: "SKU",
    orders: "Orders",
    picked: "Done",
    picking_summary: (o, u, p) => `${o} order${o > 1 ? "s" : ""}, ${u} unit${u > 1 ? "s" : ""}, ${p} product${p > 1 ? "s" : ""}`,
    unit_price_ttc: "Unit price incl. VAT",
    ht: "Excl. VAT",
    vat: (r) => `VAT ${r}\u00a0%`,
    vat_plain: "VAT",
    ttc: "Incl. VAT",
    total_ht: "Total excl. VAT",
    total_vat: (r) => `VAT ${r}\u00a0%`,
    total_ttc: "Total incl. VAT",
    billed_to: "Billed to",
    invoice_note: "Prices include VAT; excl. VAT = incl. VAT ÷ (1 + rate), rounded to the centime per line. Paid in cash on delivery.",
    page: (n, of) => `Page ${n} / ${of}`,
    none: "—",
  },
  ar: {
    delivery_note: "وصل التسليم",
    picking_list: "قائمة التحضير",
    invoice: "فاتورة",
    order_no: "رقم الطلب",
    invoice_no: "رقم الفاتورة",
    date: "التاريخ",
    printed_at: "تاريخ الطباعة",
    recipient: "المرسل إليه",
    delivery: "التوصيل",
    name: "الاسم",
    phone: "الهاتف",
    wilaya: "الولاية",
    commune: "البلدية",
    address: "العنوان",
    stop_desk: "مكتب الاستلام",
    transporter: "شركة التوصيل",
    delivery_type: { home: "إلى المنزل", stop_desk: "إلى المكتب" },
    tracking: "رقم التتبع",
    product: "المنتج",
    options: "الخيارات",
    quantity: "الكمية",
    unit_price: "سعر الوحدة",
    line_total: "المجموع",
    items_total: "مجموع المنتجات",
    delivery_fee: "رسوم التوصيل",
    total: "المجموع",
    cash_to_collect: "المبلغ المطلوب تحصيله",
    cash_note: "الدفع نقدا عند الاستلام",
    customer_signature: "توقيع الزبون",
    courier_signature: "توقيع عون التوصيل",
    sku: "المرجع",
    orders: "الطلبات",
    picked: "جاهز",
    picking_summary: (o, u, p) => `عدد الطلبات: ${o}، عدد القطع: ${u}، عدد المنتجات: ${p}`,
    unit_price_ttc: "سعر الوحدة مع الرسم",
    ht: "دون الرسم",
    vat: (r) => `الرسم ${r}\u00a0%`,
    vat_plain: "الرسم",
    ttc: "مع الرسم",
    total_ht: "المجموع دون الرسم",
    total_vat: (r) => `الرسم على القيمة المضافة ${r}\u00a0%`,
    total_ttc: "المجموع مع الرسم",
    billed_to: "الفاتورة باسم",
    invoice_note: "الأسعار تشمل الرسم؛ المبلغ دون الرسم = المبلغ مع الرسم ÷ (1 + النسبة)، مقرب إلى السنتيم في كل سطر. الدفع نقدا عند الاستلام.",
    page: (n, of) => `صفحة ${n} / ${of}`,
    none: "—",
  },
}
