import type { BoardHint } from "@tablewise/domain/contract/staff";
import { readString, writeString } from "../../../lib/storage";
import type { LaneId } from "./lanes";

// New items come with a sound and a badge. The lane a "created" hint lands in.
export function laneOfHint(hint: BoardHint): LaneId | null {
  if (hint.change !== "created") return null;
  switch (hint.kind) {
    case "order":
      return "new";
    case "payment":
      return "payments";
    case "waiter_call":
      return "calls";
    case "reservation":
      return "reservations";
    default:
      return null;
  }
}

export type Unseen = Partial<Record<LaneId, number>>;
export const totalUnseen = (unseen: Unseen) => Object.values(unseen).reduce((a, b) => a + (b ?? 0), 0);

// The tab's title carries the count, so a console in a background tab still shows that something came.
export const titleWith = (count: number, title: string) => (count > 0 ? `(${count}) ${title}` : title);

const soundKey = "console_sound";
export const soundPreferred = () => readString(soundKey) !== "off";
export const rememberSound = (on: boolean) => writeString(soundKey, on ? "on" : "off");

// A short two-tone chime made with WebAudio (no asset to load). Browsers let a page play sound only after
// a user gesture: the context is created or resumed from a click (unlockSound), and until then nothing plays.
let context: AudioContext | null = null;

export function unlockSound(): void {
  if (typeof AudioContext === "undefined") return;
  context ??= new AudioContext();
  if (context.state === "suspended") void context.resume();
}

export const soundUnlocked = () => context !== null && context.state === "running";
// resume() settles a moment after the gesture: a context that exists and is not closed will play.
export const audibleSoon = () => context !== null && context.state !== "closed";

export function chime(): void {
  if (!context || context.state !== "running") return;
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.16, 1320],
  ] as const) {
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.type = "sine";
    osc.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.25, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.3);
    osc.connect(gain).connect(context.destination);
    osc.start(start + offset);
    osc.stop(start + offset + 0.32);
  }
}

// Focus that came from the keyboard (Tab) marks a lane seen at once; focus from a tap comes at pointerdown,
// before the tap is over, so the tap's own click marks it instead. Where :focus-visible is unknown, any
// focus counts.
export function focusedByKeyboard(el: Element): boolean {
  try {
    return el.matches(":focus-visible");
  } catch {
    return true;
  }
}
