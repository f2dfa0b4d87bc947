/**
 * @medusajs/ui's Table pads and aligns with physical classes (pr-6, pl-6, text-left): in
 * Arabic the headers sit on the wrong side and the last column touches the edge. Put on
 * a <Table> to fix both; a header cell marked `text-end` keeps it (a column of numbers or actions).
 */
export const RTL_TABLE = "[&_th:not(.text-end)]:text-start rtl:[&_td:last-child]:pl-6 rtl:[&_th:last-child]:pl-6"
