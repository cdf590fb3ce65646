import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { errorCodeOf, isNotFound } from "../../lib/api-client";
import { useAsyncLoad } from "../../lib/use-async-load";
import { ErrorModal } from "../../ui/error-modal";
import { loaderMinimumMs } from "../../ui/loader-progress";
import { PageLoader } from "../../ui/page-loader";

type ShellFrameProps<T> = {
  loadKey: string;
  load: (signal: AbortSignal) => Promise<T>;
  // SPEC §8: eat-in and preview shell errors append " / " plus the code or link.
  errorSuffix?: string;
  // What to show once loaded; by default the routed view with the data as outlet context.
  children?: (data: T) => ReactNode;
  // A new loadKey keeps the loaded view up until its data arrives (no loader).
  keepWhileReloading?: boolean;
};

// SPEC §2/§9 shells: the page loader for at least 1300 ms, then the routed view with the shell's data
// as outlet context, or the error modal (generic before load; not_found for a missing venue).
export function ShellFrame<T>({
  loadKey,
  load,
  errorSuffix,
  children,
  keepWhileReloading,
}: ShellFrameProps<T>) {
  const state = useAsyncLoad(loadKey, load, { minimumMs: loaderMinimumMs, keepWhileReloading });
  if (state.status === "loading") return <PageLoader />;
  if (state.status === "error") {
    const code = errorCodeOf(state.error);
    return (
      <ErrorModal
        type={isNotFound(state.error) ? "not_found" : "generic"}
        code={errorSuffix ? `${code} / ${errorSuffix}` : code}
      />
    );
  }
  return children ? children(state.data) : <Outlet context={state.data} />;
}
