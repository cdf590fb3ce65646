// Resolves in a new task of the event loop, so the work after it is not part of the current long task:
// the browser may paint and handle input in between (Lighthouse total blocking time).
// `scheduler.yield` keeps the continuation at the front of the queue where the browser has it.
type SchedulerWithYield = { yield?: () => Promise<void> };

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
