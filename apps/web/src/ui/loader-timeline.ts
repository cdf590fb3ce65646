// One loading sequence, one bar: index.html's static loader, the router's loader while a screen's code
// loads and the shell's loader while its data loads follow one another, and each used to start its bar
// empty with a new phrase, so a guest saw the bar jump back twice. A loader that takes over from another
// (rendered while that one is still up, or at most `handoverMs` after it went) carries on its bar and its
// phrase; one that comes later (the next screen's) starts afresh.
export const handoverMs = 100;

type Sequence = { startedAt: number; phrase: number; mounted: number; endedAt: number | null };
let sequence: Sequence | null = null;

// Called when a loader renders. `staticBarMs` is how long index.html's static bar has been growing, when
// it is still on screen: the very first loader continues it.
export function joinLoader(now: number, phraseCount: number, random: () => number, staticBarMs?: number) {
  const current = sequence;
  const takesOver =
    current !== null &&
    (current.mounted > 0 || (current.endedAt !== null && now - current.endedAt <= handoverMs));
  if (!takesOver) {
    sequence = {
      startedAt: current === null && staticBarMs !== undefined ? now - staticBarMs : now,
      phrase: Math.floor(random() * phraseCount),
      mounted: 0,
      endedAt: null,
    };
  }
  const joined = sequence as Sequence;
  return { phrase: joined.phrase, elapsedMs: Math.max(0, now - joined.startedAt) };
}

// From the loader's effect: on screen, and gone.
export function loaderShown(): void {
  if (!sequence) return;
  sequence.mounted += 1;
  sequence.endedAt = null;
}

export function loaderGone(now: number): void {
  if (!sequence) return;
  sequence.mounted = Math.max(0, sequence.mounted - 1);
  if (sequence.mounted === 0) sequence.endedAt = now;
}

// For tests: a page that has just started.
export function resetLoaderTimeline(): void {
  sequence = null;
}
