import { unavailable } from "../http/errors";

// Heavy work (a QR sheet, a photo's encoding) runs a few at a time, whoever asks: a server of two venues
// gives each guest's call its CPU first, and no venue's downloads or uploads make the others wait. Past
// `concurrency`, callers wait in a queue of at most `maxWaiting`; one key (a venue) holds at most
// `perKey` places, running or waiting, so one venue cannot fill the queue. Everything past that is
// refused at once with a 503 and Retry-After (the caller tries again, nothing is half done).
export type WorkQueueLimits = {
  concurrency: number;
  maxWaiting: number;
  perKey: number;
  // Retry-After of a refusal, seconds: about how long the queue takes to drain.
  retryAfterS: number;
  // What the refusal names ("QR sheets", "photos").
  what: string;
};

export type WorkQueue = {
  run<T>(key: string, task: () => Promise<T>): Promise<T>;
  // Throws run's refusal if a call for `key` would be refused now: checked before a large body is read
  // or a long list loaded (run still decides: the queue may fill meanwhile).
  ensureRoom(key: string): void;
  readonly running: number;
  readonly waiting: number;
};

export function createWorkQueue(limits: WorkQueueLimits): WorkQueue {
  const waiting: (() => void)[] = [];
  const held = new Map<string, number>();
  let running = 0;

  const full = (key: string) =>
    (held.get(key) ?? 0) >= limits.perKey ||
    (running >= limits.concurrency && waiting.length >= limits.maxWaiting);

  function release(key: string) {
    const left = (held.get(key) ?? 1) - 1;
    if (left > 0) held.set(key, left);
    else held.delete(key);
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  function ensureRoom(key: string) {
    if (full(key))
      throw unavailable(
        limits.retryAfterS,
        `The server is busy with other ${limits.what}: try again in a moment`,
      );
  }

  return {
    async run(key, task) {
      ensureRoom(key);
      held.set(key, (held.get(key) ?? 0) + 1);
      // A finishing task hands its place straight to the first waiter (running stays the same).
      if (running < limits.concurrency) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release(key);
      }
    },
    ensureRoom,
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
