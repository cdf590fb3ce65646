import type { ReactNode } from "react";
import type { QueryKey, UseQueryOptions } from "@tanstack/react-query";
import { errorCodeOf, isNotFound } from "../../lib/api-client";
import { useQueryUpdates, useShownQuery } from "../../lib/guest-query";
import { ErrorModal } from "../../ui/error-modal";
import { PageLoader } from "../../ui/page-loader";

type QueryShellFrameProps<T, K extends QueryKey> = {
  // The shell's prepare call as a query (decision 017): it lives in the guest client, so a provider
  // above this frame is needed.
  query: UseQueryOptions<T, Error, T, K>;
  // What a successful prepare writes outside the screen (the cart kept for the venue, the guest's mode):
  // once per answer, as it arrives, before the shell's screens first read it.
  onLoaded?: (data: T) => void;
  // SPEC §8: eat-in, preview and reservation shell errors append " / " plus the code or link.
  errorSuffix?: string;
  children: (data: T) => ReactNode;
};

// SPEC §2/§9 lazy shells: the page loader for at least 1300 ms on a first load, then the shell with its
// prepared data, or the error modal (generic; not_found for a missing venue or table).
export function QueryShellFrame<T, K extends QueryKey>({
  query,
  onLoaded,
  errorSuffix,
  children,
}: QueryShellFrameProps<T, K>) {
  useQueryUpdates<T>(query.queryKey, (data) => onLoaded?.(data));
  const state = useShownQuery(query);
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
  return children(state.data);
}
