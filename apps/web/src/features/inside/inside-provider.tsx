import { useCallback, useMemo, useState, type ReactNode } from "react";
import type { InsidePrepareData } from "@tablewise/domain/contract/inside";
import type { Order } from "@tablewise/domain/contract/order";
import { ErrorModal } from "../../ui/error-modal";
import { DeclinedSheet } from "./declined-sheet";
import { InsideContext, type InsideTable } from "./inside-context";
import { isFinished } from "./order-state";
import { useOrderUpdates } from "./use-order-updates";

type InsideProviderProps = { code: string; data: InsidePrepareData; children: ReactNode };

// Holds the table's order for every eat-in screen and follows it in realtime (SPEC §4): an update
// replaces the order; a point-of-sale error opens the error modal and clears it; a cancellation keeps it
// for the declined modal; a closed order leaves the table.
export function InsideProvider({ code, data, children }: InsideProviderProps) {
  const [order, setOrderState] = useState<Order | null>(data.active_order);
  const [declined, setDeclined] = useState<Order | null>(null);
  const [posError, setPosError] = useState<string | null>(null);
  const [geoToken, setGeoToken] = useState<string | null>(null);
  const accessCode = data.inside.access_code;

  const setOrder = useCallback((next: Order | null) => {
    if (next?.external_pos_error) {
      setPosError(next.external_pos_error);
      setOrderState(null);
      return;
    }
    if (next?.status === "cancelled") {
      setDeclined(next);
      setOrderState(null);
      return;
    }
    setOrderState(next && isFinished(next) ? null : next);
  }, []);

  useOrderUpdates(order?._id ?? null, accessCode, { onOrder: setOrder });

  const value = useMemo<InsideTable>(
    () => ({
      code,
      inside: data.inside,
      tips: data.tips,
      order,
      setOrder,
      declined,
      dismissDeclined: () => setDeclined(null),
      geoToken,
      setGeoToken,
    }),
    [code, data.inside, data.tips, order, setOrder, declined, geoToken],
  );
  return (
    <InsideContext.Provider value={value}>
      {children}
      {declined && <DeclinedSheet order={declined} onClose={() => setDeclined(null)} />}
      {posError && <ErrorModal type="order" code={`${posError} / ${code}`} />}
    </InsideContext.Provider>
  );
}
