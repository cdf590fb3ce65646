// A background job (sweeper, autopilot, reconciliation, retention) never holds the event loop
// or the database for long: its work goes in bounded slices, and between two slices the requests that
// arrived meanwhile run first (setImmediate comes after the poll phase that accepts them). On PGlite a
// transaction holds the one connection, so a slice is also the longest a request waits for the database.
export const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function inSlices<T>(items: readonly T[], size: number, work: (slice: T[]) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) {
    if (i > 0) await yieldToRequests();
    await work(items.slice(i, i + size));
  }
}

// One item at a time, yielding between them: for jobs whose item is a transaction of its own.
export const eachInTurn = <T>(items: readonly T[], work: (item: T) => Promise<void>) =>
  inSlices(items, 1, ([item]) => work(item!));
