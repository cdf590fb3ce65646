import { useCallback, useMemo, useRef, useState, type ReactNode } from "react";
import type { InsidePrepareData } from "@tablewise/domain/contract/inside";
import type { Order } from "@tablewise/domain/contract/order";
import type { WaiterCallStatePayload } from "@tablewise/domain/contract/realtime";
import { guestKeys, useQueryUpdates } from "../../lib/guest-query";
import { useOrderSocket } from "../../lib/order-socket";
import { getVisitorId } from "../../lib/visitor-id";
import { ErrorModal } from "../../ui/error-modal";
import { AppendDeclinedSheet } from "./append-declined-sheet";
import { newlyDeclined, type DeclinedAppend } from "./bill/declined-appends";
import { DeclinedSheet } from "./declined-sheet";
import { InsideContext, type InsideTable } from "./inside-context";
import { OrderBadgesContext, type OrderBadges } from "../session/order-badges";
import { hasUnpaid, isFinished, isPayable } from "./bill/order-state";
import { SplitTimeoutSheet } from "./pay/split-timeout-sheet";
import { markSplitTimeoutSeen, unseenSplitTimeout, type SplitTimeout } from "./pay/split-timeout";
import { mergeWaiterCall, type WaiterCallState } from "./waiter-call/waiter-call-state";

type InsideProviderProps = { code: string; data: InsidePrepareData; children: ReactNode };

// Holds the table's order for every eat-in screen and follows it in realtime (SPEC §4): an update
// replaces the order; a point-of-sale error opens the error modal and clears it; a cancellation keeps it
// for the declined modal; a closed order leaves the table.
export function InsideProvider({ code, data, children }: InsideProviderProps) {
  const [order, setOrderState] = useState<Order | null>(data.active_order);
  const [declined, setDeclined] = useState<Order | null>(null);
  const [isDeclinedOpen, setIsDeclinedOpen] = useState(false);
  // Additions the venue declined since the guest last saw the order: told at once, on any eat-in screen.
  const [declinedAppends, setDeclinedAppends] = useState<DeclinedAppend[]>([]);
  const seenOrder = useRef<Order | null>(data.active_order);
  const [posError, setPosError] = useState<string | null>(null);
  const [geoToken, setGeoToken] = useState<string | null>(null);
  // SPEC §4: held split parts refunded after the 15-minute window open the timeout modal, also for a
  // guest who reloads the page just after.
  const [splitTimeout, setSplitTimeout] = useState<SplitTimeout | null>(() =>
    unseenSplitTimeout(data.active_order, new Date()),
  );
  const accessCode = data.inside.access_code;
  const [waiterCall, setWaiterCall] = useState<WaiterCallState | null>(data.waiter_call ?? null);
  const noteWaiterCall = useCallback(
    (next: WaiterCallState) => setWaiterCall((current) => mergeWaiterCall(current, next)),
    [],
  );
  // SPEC §7 realtime: listen_table with the table's key and the session's access code, only while a call
  // waits for a waiter (a table with nothing to hear keeps no socket open); every waiter_call lands in the
  // table's query (lib/order-socket.ts) and is merged here.
  const isCallWaiting = waiterCall?.status === "called";
  useOrderSocket(
    isCallWaiting ? { event: "listen_table", payload: { table: code, access_code: accessCode } } : null,
  );
  useQueryUpdates<WaiterCallStatePayload>(isCallWaiting ? guestKeys.waiterCall(code) : null, noteWaiterCall);

  const setOrder = useCallback((next: Order | null) => {
    const declinedNow = newlyDeclined(seenOrder.current, next);
    if (declinedNow.length) setDeclinedAppends((shown) => [...shown, ...declinedNow]);
    seenOrder.current = next;
    const timeout = unseenSplitTimeout(next, new Date());
    if (timeout) setSplitTimeout(timeout);
    if (next?.external_pos_error) {
      setPosError(next.external_pos_error);
      setOrderState(null);
      return;
    }
    if (next?.status === "cancelled") {
      setDeclined(next);
      setIsDeclinedOpen(true);
      setOrderState(null);
      return;
    }
    setOrderState(next && isFinished(next) ? null : next);
  }, []);

  // SPEC §7 realtime: listen with the order id, the table's access code and the visitor id (the
  // credentials GET /orders/{id} takes); each pushed order lands in the order's query and replaces it here.
  // The server answers each listen (re-sent on reconnect) with the order as it is then.
  const orderId = order?._id ?? null;
  useOrderSocket(
    orderId
      ? {
          event: "listen",
          payload: { order_id: orderId, access_code: accessCode, visitor_id: getVisitorId() },
        }
      : null,
  );
  useQueryUpdates<Order>(orderId ? guestKeys.order(orderId) : null, setOrder);

  const value = useMemo<InsideTable>(
    () => ({
      code,
      inside: data.inside,
      tips: data.tips,
      order,
      setOrder,
      declined,
      dismissDeclined: () => setDeclined(null),
      showDeclined: () => setIsDeclinedOpen(true),
      geoToken,
      setGeoToken,
      waiterCall,
      noteWaiterCall,
    }),
    [code, data.inside, data.tips, order, setOrder, declined, geoToken, waiterCall, noteWaiterCall],
  );
  const badges = useMemo<OrderBadges>(
    () => ({
      isOrderCancelled: declined !== null,
      canPayOrder: order !== null && isPayable(order) && hasUnpaid(order),
    }),
    [declined, order],
  );
  return (
    <InsideContext.Provider value={value}>
      <OrderBadgesContext.Provider value={badges}>{children}</OrderBadgesContext.Provider>
      {declined && isDeclinedOpen && (
        <DeclinedSheet
          order={declined}
          onHide={() => setIsDeclinedOpen(false)}
          onConfirm={() => {
            setIsDeclinedOpen(false);
            setDeclined(null);
          }}
        />
      )}
      {declinedAppends.length > 0 && (
        <AppendDeclinedSheet appends={declinedAppends} onClose={() => setDeclinedAppends([])} />
      )}
      {splitTimeout && (
        <SplitTimeoutSheet
          timeout={splitTimeout}
          onClose={() => {
            markSplitTimeoutSeen(splitTimeout);
            setSplitTimeout(null);
          }}
        />
      )}
      {posError && <ErrorModal type="order" code={`${posError} / ${code}`} />}
    </InsideContext.Provider>
  );
}
