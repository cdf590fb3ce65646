import { useEffect, useState } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { errorCodeOf, isNotFound } from "../../lib/api-client";
import { isStaleChunkError, reloadOnce, type ReloadOutcome } from "../../lib/new-build-reload";
import { ErrorModal } from "../../ui/error-modal";
import { PageLoader } from "../../ui/page-loader";

// Anything a route throws (a chunk that failed to load, a render error) ends in the SPEC §8 error
// modal with Reload, never in a blank or developer screen. A chunk the server no longer has means a
// deploy replaced this tab's build: the same address is loaded again once, and only if that does not
// bring the new build does the guest see the modal (lib/new-build-reload.ts).
export function RouteError() {
  const error = useRouteError();
  if (isStaleChunkError(error)) return <NewBuildReload />;
  if ((isRouteErrorResponse(error) && error.status === 404) || isNotFound(error))
    return <ErrorModal type="not_found" code="not_found" />;
  const code = isRouteErrorResponse(error) ? String(error.status) : errorCodeOf(error);
  return <ErrorModal type="generic" code={code} />;
}

function NewBuildReload() {
  const [outcome, setOutcome] = useState<ReloadOutcome>("reloading");
  useEffect(() => setOutcome(reloadOnce()), []);
  return outcome === "reloading" ? <PageLoader /> : <ErrorModal type="new_version" code="new_version" />;
}
