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
  // On a new key the loaded screen stays up (no loader, no minimum) until the new data
  // replaces it, e.g. the same venue's other mode; a failure then shows as an error.
  keepWhileReloading?: boolean;
};

const delay = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

// Runs `load` whenever `key` changes. The result appears only once the loader has been up for
// minimumMs, so the page never flashes; stale results of an earlier key are dropped.
export function useAsyncLoad<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  options: LoadOptions<T>,
): LoadState<T> {
  const { minimumMs, initial, isFatal, keepWhileReloading = false } = options;
  const firstKnown = useRef<T | null | undefined>(undefined);
  const [state, setState] = useState<LoadState<T>>(() => {
    firstKnown.current = initial?.() ?? null;
    return firstKnown.current ? { status: "ready", data: firstKnown.current } : { status: "loading" };
  });
  const latest = useRef({ load, initial, isFatal, minimumMs, keepWhileReloading });
  latest.current = { load, initial, isFatal, minimumMs, keepWhileReloading };
  const shown = useRef(state);
  shown.current = state;

  useEffect(() => {
    const {
      load: run,
      initial: readKnown,
      isFatal: fatal,
      minimumMs: min,
      keepWhileReloading: keep,
    } = latest.current;
    const controller = new AbortController();
    const isReload = firstKnown.current === undefined;
    const isKept = isReload && keep && shown.current.status === "ready";
    // The first run reuses what the state initialiser read; a new key reads again.
    const known = !isReload ? firstKnown.current : isKept ? null : (readKnown?.() ?? null);
    if (isReload && !isKept) setState(known ? { status: "ready", data: known } : { status: "loading" });
    firstKnown.current = undefined;
    const minimum = known || isKept ? Promise.resolve() : delay(min);
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
