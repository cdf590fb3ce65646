// A bump bar is a keyboard (its keys send digits, arrows, Enter): what each key does on the station
// screen, given how many tickets show and which is selected. Pure, so the mapping is tested alone.
export type BumpAction =
  { kind: "select"; index: number } | { kind: "bump"; index: number } | { kind: "recall" } | { kind: "none" };

export function bumpAction(key: string, count: number, selected: number, rtl = false): BumpAction {
  if (key === "r" || key === "R") return { kind: "recall" };
  if (count === 0) return { kind: "none" };
  const current = Math.min(Math.max(selected, 0), count - 1);
  if (/^[1-9]$/.test(key)) {
    const index = Number(key) - 1;
    return index < count ? { kind: "select", index } : { kind: "none" };
  }
  // The arrows follow the screen's reading order: in Arabic the next ticket is to the left.
  const next = rtl ? "ArrowLeft" : "ArrowRight";
  const previous = rtl ? "ArrowRight" : "ArrowLeft";
  if (key === next || key === "ArrowDown") return { kind: "select", index: Math.min(current + 1, count - 1) };
  if (key === previous || key === "ArrowUp") return { kind: "select", index: Math.max(current - 1, 0) };
  if (key === "Home") return { kind: "select", index: 0 };
  if (key === "End") return { kind: "select", index: count - 1 };
  if (key === "Enter" || key === " " || key === "Spacebar") return { kind: "bump", index: current };
  return { kind: "none" };
}
