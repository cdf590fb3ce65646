import { isRouteErrorResponse, useRouteError } from "react-router";
import { errorCodeOf, isNotFound } from "../../lib/api-client";
import { ErrorModal } from "../../ui/error-modal";

// Anything a route throws (a chunk that failed to load, a render error) ends in the SPEC §8 error
// modal with Reload, never in a blank or developer screen.
export function RouteError() {
  const error = useRouteError();
  if ((isRouteErrorResponse(error) && error.status === 404) || isNotFound(error))
    return <ErrorModal type="not_found" code="not_found" />;
  const code = isRouteErrorResponse(error) ? String(error.status) : errorCodeOf(error);
  return <ErrorModal type="generic" code={code} />;
}
