import { lazy, Suspense } from "react";
import type { Order } from "@tablewise/domain/contract/order";
import { loadChunk } from "../../lib/load-chunk";
import type { RatingTarget } from "./rating/rating-api";

export type { RatingTarget };

// The rating card loads with the first receipt that offers it, never with the menu.
const RatingCard = lazy(() =>
  loadChunk(() => import("./rating/rating-card")).then((m) => ({ default: m.RatingCard })),
);

// Offered once one of the order's payments is confirmed paid (the server's rule, contract/rating.ts).
export const canRate = (order: Order) => order.payments.some((p) => p.status === "paid");

export function LazyRating({ target }: { target: RatingTarget }) {
  return (
    <Suspense fallback={null}>
      <RatingCard target={target} />
    </Suspense>
  );
}
