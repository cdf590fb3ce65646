import type { ReceiptContent } from "./receipt-content";

// Every value in the HTML body came from a venue's menu or a guest: escaped, never markup.
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
const safeUrl = (url: string) => (/^https:\/\//i.test(url) ? url : null);

export function renderReceiptText(c: ReceiptContent): string {
  const lines = [c.venueName, c.venueAddress, "", c.intro, ""];
  for (const section of c.sections) {
    if (section.title) lines.push(section.title);
    for (const row of section.rows) {
      lines.push(`${row.label}: ${row.value}`);
      if (row.url && safeUrl(row.url)) lines.push(row.url);
    }
    lines.push("");
  }
  return lines.join("\n");
}

// A simple table, inline styles only (mail programs drop style sheets); dir="rtl" for Arabic.
export function renderReceiptHtml(c: ReceiptContent): string {
  const dir = c.rtl ? "rtl" : "ltr";
  const end = c.rtl ? "left" : "right";
  const rows = c.sections
    .map((section) => {
      const title = section.title
        ? `<tr><td colspan="2" style="padding-top:12px;font-weight:bold">${escapeHtml(section.title)}</td></tr>`
        : "";
      const body = section.rows
        .map((row) => {
          const url = row.url ? safeUrl(row.url) : null;
          const value = url
            ? `<a href="${escapeHtml(url)}">${escapeHtml(row.value)}</a>`
            : escapeHtml(row.value);
          const weight = row.strong ? "font-weight:bold;" : "";
          return `<tr><td style="${weight}padding:2px 0">${escapeHtml(row.label)}</td><td dir="ltr" style="${weight}text-align:${end};padding:2px 0">${value}</td></tr>`;
        })
        .join("");
      return title + body + `<tr><td colspan="2" style="border-bottom:1px solid #ddd"></td></tr>`;
    })
    .join("");
  return `<!doctype html><html lang="${c.locale}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(c.subject)}</title></head><body style="font-family:Arial,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:16px" dir="${dir}"><h1 style="font-size:20px;margin:0">${escapeHtml(c.venueName)}</h1><p style="color:#555;margin:4px 0 16px">${escapeHtml(c.venueAddress)}</p><p>${escapeHtml(c.intro)}</p><table role="presentation" style="width:100%;border-collapse:collapse">${rows}</table></body></html>`;
}
