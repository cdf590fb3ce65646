// SPEC §2/§9: the header shows the first five words of the description; product descriptions over 230
// characters are truncated behind "show more".
export const previewWords = 5;
export const truncateAt = 230;

export function descriptionPreview(text: string, words = previewWords): string {
  const all = text.trim().split(/\s+/).filter(Boolean);
  const head = all.slice(0, words).join(" ");
  return all.length > words ? `${head}…` : head;
}

export function needsTruncation(text: string, limit = truncateAt): boolean {
  return text.length > limit;
}

// Cuts at the last word boundary before the limit so no word is split.
export function truncateText(text: string, limit = truncateAt): string {
  if (!needsTruncation(text, limit)) return text;
  const cut = text.slice(0, limit);
  const space = cut.lastIndexOf(" ");
  return `${(space > limit * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
