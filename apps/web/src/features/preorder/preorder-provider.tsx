import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import type { Order } from "@tablewise/domain/contract/order";
import type { PreorderPrepareData } from "@tablewise/domain/contract/preorder";
import { preorderAvailability } from "@tablewise/domain/rules/preorder-close-rule";
import { isOfferedSlot } from "@tablewise/domain/rules/preorder-slots";
import { systemSchedule } from "@tablewise/domain/rules/preorder-system";
import type { PreorderMode } from "../../lib/route-paths";
import { useQuery } from "@tanstack/react-query";
import { useQueryUpdates } from "../../lib/guest-query";
import { useOrderSocket } from "../../lib/order-socket";
import { useNow } from "../../lib/use-now";
import { OrderBadgesContext, type OrderBadges } from "../session/order-badges";
import { CancelledSheet } from "./receipt/cancelled-sheet";
import { preorderQuery } from "./preorder-api";
import { PreorderContext, type PreorderSession } from "./preorder-context";
import {
  readClientId,
  readCurrentOrderId,
  readDraft,
  touchPreorderDetails,
  writeClientId,
  writeCurrentOrderId,
  writeDraft,
  emptyDraft,
  type PreorderDraft,
} from "./preorder-store";
import { useStoredClient } from "./client/use-stored-client";
import { useTariffEstimate } from "./tariff/use-tariff-estimate";

type PreorderProviderProps = { mode: PreorderMode; data: PreorderPrepareData; children: ReactNode };

// Holds the delivery/takeaway order form and the preorder being followed (SPEC §4): an update replaces
// it; a cancellation opens the modal with the reason and the items and clears it; a closed one is done.
export function PreorderProvider({ mode, data, children }: PreorderProviderProps) {
  const link = data.cafe.link;
  const now = useNow(30_000);
  const [draft, setDraft] = useState<PreorderDraft>(() => {
    const stored = readDraft(link);
    // A stored time counts only while it is still offered and ahead.
    const target = stored.targetDate;
    const isKept =
      target !== null && isOfferedSlot(data.timeslots, target) && Date.parse(target) > Date.now();
    return isKept ? stored : { ...stored, targetDate: null };
  });
  useEffect(() => touchPreorderDetails(link), [link]);
  const [phoneE164, setPhoneE164] = useState<string | null>(null);
  const [clientId, setClientIdState] = useState<string | null>(() => readClientId(link));
  const [clientPhone, setClientPhone] = useState<string | null>(null);
  const [verified, setVerified] = useState<{ phone: string; token: string } | null>(null);
  const verificationToken = verified && verified.phone === phoneE164 ? verified.token : null;
  const [order, setOrder] = useState<Order | null>(null);
  const [cancelled, setCancelled] = useState<Order | null>(null);
  const [isCancelledOpen, setCancelledOpen] = useState(false);

  const updateDraft = useCallback(
    (patch: Partial<PreorderDraft>) =>
      setDraft((d) => {
        const next = { ...d, ...patch };
        writeDraft(link, next);
        return next;
      }),
    [link],
  );

  const follow = useCallback(
    (next: Order) => {
      if (next.status === "cancelled") {
        setCancelled(next);
        setCancelledOpen(true);
        setOrder(null);
        writeCurrentOrderId(link, mode, null);
        return;
      }
      setOrder(next);
      writeCurrentOrderId(link, mode, next.status === "closed" ? null : next._id);
    },
    [link, mode],
  );

  // A reload keeps following the preorder placed before it: its query is fetched once and followed; a
  // preorder the server no longer gives is forgotten.
  const [storedId] = useState(() => readCurrentOrderId(link, mode));
  const stored = useQuery({ ...preorderQuery(storedId ?? ""), enabled: storedId !== null });
  useEffect(() => {
    if (storedId && stored.isError) writeCurrentOrderId(link, mode, null);
  }, [storedId, stored.isError, link, mode]);
  // SPEC §7 realtime: listen_preorder with the preorder id; each pushed preorder lands in its query
  // (lib/order-socket.ts) and is followed here. The server answers each listen (re-sent on reconnect)
  // with the order as it is then.
  const isStoredLoading = storedId !== null && stored.isPending;
  const followedId = order
    ? order.status !== "closed"
      ? order._id
      : null
    : isStoredLoading
      ? storedId
      : null;
  useOrderSocket(
    order && followedId ? { event: "listen_preorder", payload: { preorder_id: followedId } } : null,
  );
  useQueryUpdates<Order>(followedId ? preorderQuery(followedId).queryKey : null, follow);
  useStoredClient(link, clientId, draft, updateDraft, setClientPhone);
  const tariffs = useTariffEstimate(link, mode, data.cafe.delivery, draft.address);

  const systemEndMs = data.close_rule.end_date ? Date.parse(data.close_rule.end_date) : null;
  const closedUntilMs = systemEndMs !== null && systemEndMs > now.getTime() ? systemEndMs : null;
  const systemClosedUntil = useMemo(
    () => (closedUntilMs === null ? null : new Date(closedUntilMs)),
    [closedUntilMs],
  );
  // SPEC §4: the venue or the system (its own hours) closed now makes asap unavailable.
  const { isClosed: isClosedNow } = preorderAvailability({
    venueSchedule: data.cafe.schedule,
    systemSchedule: systemSchedule(data.cafe, mode),
    timeZone: data.cafe.timezone,
    allowPreliminaryOrders: data.close_rule.allow_preliminary_orders,
    now,
  });
  const isClosed = isClosedNow || systemClosedUntil !== null;

  const value = useMemo<PreorderSession>(
    () => ({
      mode,
      link,
      timeslots: data.timeslots,
      closeRule: data.close_rule,
      isClosed,
      systemClosedUntil,
      draft,
      updateDraft,
      phoneE164,
      setPhoneE164,
      clientId,
      clientPhone,
      setClient: (id: string, phone: string, secret?: string) => {
        writeClientId(link, id, secret);
        setClientIdState(id);
        setClientPhone(phone);
      },
      forgetDetails: () => {
        setDraft(emptyDraft);
        setClientIdState(null);
        setClientPhone(null);
        setPhoneE164(null);
        setVerified(null);
      },
      verificationToken,
      setVerificationToken: (phone: string, token: string) => setVerified({ phone, token }),
      tariffs,
      order,
      follow,
      cancelled,
      showCancelled: () => setCancelledOpen(true),
    }),
    [
      mode,
      link,
      data,
      isClosed,
      systemClosedUntil,
      draft,
      updateDraft,
      phoneE164,
      clientId,
      clientPhone,
      verificationToken,
      tariffs,
      order,
      follow,
      cancelled,
    ],
  );
  const badges = useMemo<OrderBadges>(
    () => ({ isOrderCancelled: cancelled !== null, canPayOrder: false }),
    [cancelled],
  );
  return (
    <PreorderContext.Provider value={value}>
      <OrderBadgesContext.Provider value={badges}>{children}</OrderBadgesContext.Provider>
      {cancelled && isCancelledOpen && (
        <CancelledSheet
          order={cancelled}
          onHide={() => setCancelledOpen(false)}
          onConfirm={() => {
            setCancelledOpen(false);
            setCancelled(null);
          }}
        />
      )}
    </PreorderContext.Provider>
  );
}
