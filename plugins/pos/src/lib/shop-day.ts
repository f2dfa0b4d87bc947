/** The shop's day (`YYYY-MM-DD`) in Algeria's time (UTC+1, no summer time): what "today" and "overdue" mean. */
export const shopDay = (at: Date = new Date()) => new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Algiers" }).format(at)
