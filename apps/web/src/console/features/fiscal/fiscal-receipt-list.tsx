import { useTranslation } from "react-i18next";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { FiscalReceipt } from "@tablewise/domain/contract/fiscal";
import { fiscalKeys, retryFiscalReceipt } from "./fiscal-api";

// Fiscal receipts as the console lists them: kind, state, the fiscal number with the provider's link,
// and for one that could not be registered, why and a Retry (the same receipt id is sent again).
export function FiscalReceiptList({
  venueId,
  receipts,
}: {
  venueId: string;
  receipts: readonly FiscalReceipt[];
}) {
  const { t } = useTranslation("console");
  const client = useQueryClient();
  const retry = useMutation({
    mutationFn: (id: string) => retryFiscalReceipt(venueId, id),
    onSettled: () => client.invalidateQueries({ queryKey: fiscalKeys.all(venueId) }),
  });
  return (
    <ul className="payments" data-testid="fiscal-receipts">
      {receipts.map((r) => (
        <li key={r._id} className="payments__row">
          <span className="payments__what">
            {t(`fiscal.kind.${r.kind}`)} ·{" "}
            <span
              className={`status status--${r.status === "failed" ? "declined" : r.status === "issued" ? "paid" : "pending"}`}
            >
              {t(`fiscal.status.${r.status}`)}
            </span>
            {r.fiscal_code && (
              <>
                {" · "}
                <bdi dir="ltr">{r.fiscal_code}</bdi>
              </>
            )}
            {r.receipt_url && (
              <>
                {" · "}
                <a href={r.receipt_url} target="_blank" rel="noopener noreferrer">
                  {t("fiscal.open")}
                </a>
              </>
            )}
            {r.status === "failed" && r.last_error && (
              <>
                <br />
                <small className="muted">{r.last_error}</small>
              </>
            )}
          </span>
          {r.status === "failed" && (
            <span className="payments__actions">
              <button
                type="button"
                className="btn"
                disabled={retry.isPending}
                onClick={() => retry.mutate(r._id)}
              >
                {t("fiscal.retry")}
              </button>
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
