import { useTranslation } from "react-i18next";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PosJob } from "@tablewise/domain/contract/pos";
import { posKeys, retryPosJob } from "./pos-api";

const tone: Record<PosJob["status"], string> = {
  queued: "pending",
  sent: "paid",
  refused: "declined",
  failed: "declined",
};

// Sends to the POS as the console lists them: order or addition, state, the POS's order number, and
// for one refused or not sent, why (and a Retry for one not sent).
export function PosJobList({ venueId, jobs }: { venueId: string; jobs: readonly PosJob[] }) {
  const { t } = useTranslation("console");
  const client = useQueryClient();
  const retry = useMutation({
    mutationFn: (id: string) => retryPosJob(venueId, id),
    onSettled: () => client.invalidateQueries({ queryKey: posKeys.all(venueId) }),
  });
  return (
    <ul className="payments" data-testid="pos-jobs">
      {jobs.map((j) => (
        <li key={j._id} className="payments__row">
          <span className="payments__what">
            {t(`pos.kind.${j.kind}`)} ·{" "}
            <span className={`status status--${tone[j.status]}`}>{t(`pos.status.${j.status}`)}</span>
            {j.pos_order_id && (
              <>
                {" · "}
                {t("pos.posOrder")} <bdi dir="ltr">{j.pos_order_id}</bdi>
              </>
            )}
            {(j.status === "failed" || j.status === "refused") && j.last_error && (
              <>
                <br />
                <small className="muted">{j.last_error}</small>
              </>
            )}
          </span>
          {j.status === "failed" && (
            <span className="payments__actions">
              <button
                type="button"
                className="btn"
                disabled={retry.isPending}
                onClick={() => retry.mutate(j._id)}
              >
                {t("pos.retry")}
              </button>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
