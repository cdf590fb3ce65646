// The POS id maps as the settings form edits them: one "our id = POS id" per line.
export const mapToLines = (map: Record<string, string>) =>
  Object.entries(map)
    .map(([ours, theirs]) => `${ours} = ${theirs}`)
    .join("\n");

// null when a non-empty line is not of that form.
export function linesToMap(text: string): Record<string, string> | null {
  const map: Record<string, string> = {};
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    const [ours, theirs, ...rest] = line.split("=").map((p) => p.trim());
    if (!ours || !theirs || rest.length) return null;
    map[ours] = theirs;
  }
  return map;
}
