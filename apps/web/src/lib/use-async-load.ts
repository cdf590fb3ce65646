import { startTransition, useEffect, useRef, useState } from "react";

export type LoadState<T> =
  { status: "loading" } | { status: "ready"; data: T } | { status: "error"; error: unknown };

type LoadOptions<T> = {
  // SPEC §9: shells and pages show their loader at least this long.
  minimumMs: number;
  // Data known before loading (SPEC §4: a venue already stored shows at once and is refreshed).
  initial?: () => T | null;
  // With initial data shown, a failed refresh keeps it unless this says the failure must be shown.
  isFatal?: (error: unknown) => boolean;
};

const delay = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

// Runs `load` whenever `key` changes. The result appears only once the loader has been up for
// minimumMs, so the page never flashes; stale results of an earlier key are dropped.
export function useAsyncLoad<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  options: LoadOptions<T>,
): LoadState<T> {
  const { minimumMs, initial, isFatal } = options;
  const firstKnown = useRef<T | null | undefined>(undefined);
  const [state, setState] = useState<LoadState<T>>(() => {
    firstKnown.current = initial?.() ?? null;
    return firstKnown.current ? { status: "ready", data: firstKnown.current } : { status: "loading" };
  });
  const latest = useRef({ load, initial, isFatal, minimumMs });
  latest.current = { load, initial, isFatal, minimumMs };

  useEffect(() => {
    const { load: run, initial: readKnown, isFatal: fatal, minimumMs: min } = latest.current;
    const controller = new AbortController();
    // The first run reuses what the state initialiser read; a new key reads again.
    const known = firstKnown.current !== undefined ? firstKnown.current : (readKnown?.() ?? null);
    if (firstKnown.current === undefined)
      setState(known ? { status: "ready", data: known } : { status: "loading" });
    firstKnown.current = undefined;
    const minimum = known ? Promise.resolve() : delay(min);
    const result = run(controller.signal).then(
      (data) => ({ ok: true as const, data }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    void Promise.all([result, minimum]).then(([outcome]) => {
      if (controller.signal.aborted) return;
      // A transition: React renders the loaded screen (a long menu is hundreds of nodes) in slices that
      // yield to input, instead of one long task; the loader stays until the screen is ready.
      if (outcome.ok) startTransition(() => setState({ status: "ready", data: outcome.data }));
      else if (!known || (fatal?.(outcome.error) ?? false))
        setState({ status: "error", error: outcome.error });
    });
    return () => controller.abort();
  }, [key]);

  return state;
}
