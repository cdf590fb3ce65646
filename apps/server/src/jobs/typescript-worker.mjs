// A worker thread's start when the server runs from its TypeScript source (tsx, the way apps/server
// starts, and vitest): on Node 20 a thread does not inherit the parent's module loader (a --import in its
// execArgv is not applied to its entry either), so the thread registers tsx itself, then loads its entry.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.entry);
