import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { getPosJobs, posKeys } from "./pos-api";
import { PosJobList } from "./pos-job-list";

// The order panel's sends to the POS: its number there, or why the POS refused it (SPEC §8). Nothing
// when the order has none (a venue with no POS).
export function OrderPos({ venueId, orderId }: { venueId: string; orderId: string }) {
  const { t } = useTranslation("console");
  const jobs = useQuery({
    queryKey: posKeys.jobs(venueId, orderId),
    queryFn: ({ signal }) => getPosJobs(venueId, { order_id: orderId }, signal),
    // A send reaches the POS a moment after the acceptance.
    refetchInterval: (q) => (q.state.data?.some((j) => j.status === "queued") ? 5_000 : false),
  });
  if (!jobs.data?.length) return null;
  return (
    <section aria-labelledby="od-pos">
      <h3 id="od-pos">{t("pos.orderTitle")}</h3>
      <PosJobList venueId={venueId} jobs={jobs.data} />
    </section>
  );
}
