// SPEC §2/§9: the home header shows the first five words of the description; product descriptions over
// 230 characters are truncated behind "show more". Characters are counted as code points, so an emoji or
// a non-BMP letter is one character and is never cut in half.
export const previewWords = 5;
export const truncateAt = 230;

export function descriptionPreview(text: string, words = previewWords): string {
  const all = text.trim().split(/\s+/).filter(Boolean);
  const head = all.slice(0, words).join(" ");
  return all.length > words ? `${head}…` : head;
}

export function needsTruncation(text: string, limit = truncateAt): boolean {
  return Array.from(text).length > limit;
}

// The first `limit` characters, cut back to the last word boundary when one is near (within the last 40 %)
// so no word is split, plus an ellipsis. Text within the limit comes back unchanged.
export function truncateText(text: string, limit = truncateAt): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  const cut = chars.slice(0, limit).join("");
  const space = cut.search(/\s\S*$/);
  const head = space > cut.length * 0.6 ? cut.slice(0, space) : cut;
  return `${head.trimEnd()}…`;
}
