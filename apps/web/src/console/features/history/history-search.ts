// The history page's URL holds its search, so a search can be bookmarked, and an order opened from it
// closes back to the same list. `date` absent in the URL is today at the venue; "any" is every day.
export const anyDay = "any";
export const historyFields = [
  "date",
  "from",
  "to",
  "serial",
  "table",
  "status",
  "mode",
  "method",
  "amount_min",
  "amount_max",
] as const;
export type HistoryField = (typeof historyFields)[number];

// The API's query from the page's URL: known fields only, empty ones left out, the day made explicit.
export function apiSearchOf(page: URLSearchParams, today: string): URLSearchParams {
  const api = new URLSearchParams();
  for (const field of historyFields) {
    const value = page.get(field)?.trim();
    if (value) api.set(field, value);
  }
  const date = page.get("date");
  if (!date) api.set("date", today);
  else if (date === anyDay) {
    // Every day: a time of day means nothing without one.
    api.delete("date");
    api.delete("from");
    api.delete("to");
  }
  return api;
}

// The page's URL from the search form: what was typed, nothing empty.
export function pageSearchOf(form: FormData): URLSearchParams {
  const page = new URLSearchParams();
  for (const field of historyFields) {
    const value = form.get(field);
    if (typeof value === "string" && value.trim()) page.set(field, value.trim());
  }
  if (!page.has("date")) page.set("date", anyDay);
  return page;
}
