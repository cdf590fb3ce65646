import { fileURLToPath } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";

// A worker thread on `entry`, a module beside the caller named without its extension: the server runs
// from TypeScript source (tsx, vitest), whose threads start through typescript-worker.mjs, or from
// compiled JavaScript, whose threads load the .js directly. The caller passes its own import.meta.url.
export function startWorker(callerUrl: string, entry: string, options: WorkerOptions = {}): Worker {
  if (!fileURLToPath(callerUrl).endsWith(".ts"))
    return new Worker(new URL(`${entry}.js`, callerUrl), options);
  return new Worker(new URL("./typescript-worker.mjs", import.meta.url), {
    ...options,
    workerData: { entry: new URL(`${entry}.ts`, callerUrl).href },
  });
}
