import { ErrorModal } from "../../ui/error-modal";

// Routes of SPEC §2 whose screens later issues build answer with the not_found error modal inside their
// shell (the agreed behaviour until then).
export function RouteUnavailable() {
  return <ErrorModal type="not_found" code="not_found" />;
}
