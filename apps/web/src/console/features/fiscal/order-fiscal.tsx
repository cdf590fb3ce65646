import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { fiscalKeys, getFiscalReceipts } from "./fiscal-api";
import { FiscalReceiptList } from "./fiscal-receipt-list";

// The order panel's fiscal receipts; nothing when the order has none (a venue with no fiscal provider).
export function OrderFiscal({ venueId, orderId }: { venueId: string; orderId: string }) {
  const { t } = useTranslation("console");
  const receipts = useQuery({
    queryKey: fiscalKeys.receipts(venueId, orderId),
    queryFn: ({ signal }) => getFiscalReceipts(venueId, { order_id: orderId }, signal),
    // A receipt is registered a few seconds after its payment settles.
    refetchInterval: (q) => (q.state.data?.some((r) => r.status === "queued") ? 5_000 : false),
  });
  if (!receipts.data?.length) return null;
  return (
    <section aria-labelledby="od-fiscal">
      <h3 id="od-fiscal">{t("fiscal.title")}</h3>
      <FiscalReceiptList venueId={venueId} receipts={receipts.data} />
    </section>
  );
}
