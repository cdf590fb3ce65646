import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useNow } from "../../../lib/use-now";
import { getBoard } from "../../lib/staff-calls";
import { useAlerts } from "../../app/alerts-context";
import { CountBadge } from "../../ui/count-badge";
import { useMe } from "../session/use-me";
import { focusedByKeyboard, titleWith, totalUnseen } from "./alerts";
import { lanesFor, sortIntoLanes, type LaneId } from "./lanes";
import { LowRatings } from "./low-ratings";
import { CallCard, PaymentCard, ReservationCard } from "./side-items";
import { Ticket } from "./ticket";

export const boardQuery = (venueId: string) => ({
  queryKey: ["board", venueId],
  queryFn: ({ signal }: { signal: AbortSignal }) => getBoard(venueId, signal),
  // The socket's hints keep it fresh; a slow poll covers a hint lost in a network blip.
  refetchInterval: 60_000,
});

// The live board: lanes side by side at 1280, one list with a state filter on a
// tablet or phone (DESIGN.md §6: Square's filters, Toast's tickets by age).
export function BoardPage() {
  const { t } = useTranslation("console");
  const me = useMe();
  const alerts = useAlerts();
  const { id: openOrder } = useParams();
  const board = useQuery(boardQuery(me.venue._id));
  const now = useNow(15_000).getTime();
  const lanes = lanesFor(me.role);
  const [filter, setFilter] = useState<LaneId>("new");
  const unseenCount = totalUnseen(alerts.unseen);

  useEffect(() => {
    document.title = titleWith(unseenCount, `${t("nav.board")} · ${me.venue.name}`);
  }, [unseenCount, t, me.venue.name]);

  const sorted = board.data ? sortIntoLanes(board.data) : null;
  const count = (lane: LaneId) => (sorted ? sorted[lane].length : 0);
  const content: Record<LaneId, ReactNode> = sorted
    ? {
        new: sorted.new.map((o) => <Ticket key={o.order._id} item={o} lane="new" now={now} />),
        progress: sorted.progress.map((o) => <Ticket key={o.order._id} item={o} lane="progress" now={now} />),
        payments: sorted.payments.map((p) => <PaymentCard key={p.payment.id} item={p} now={now} />),
        calls: sorted.calls.map((c) => <CallCard key={c.id} call={c} now={now} />),
        reservations: sorted.reservations.map((r) => <ReservationCard key={r._id} reservation={r} />),
      }
    : { new: null, progress: null, payments: null, calls: null, reservations: null };

  const lane = (id: LaneId) => {
    const unseen = alerts.unseen[id] ?? 0;
    return (
      <section
        key={id}
        className="lane"
        data-lane={id}
        aria-labelledby={`lane-${id}`}
        // Seen once the tap is over (click), or on keyboard focus: clearing the badge between pointerdown
        // and pointerup unwrapped the top bar and moved the lane under the finger, so the tap missed.
        onClick={() => alerts.markSeen(id)}
        onFocus={(e) => focusedByKeyboard(e.target) && alerts.markSeen(id)}
      >
        <h2 className="lane__title" id={`lane-${id}`} tabIndex={-1}>
          {t(`lanes.${id}`)} <span className="lane__count">{count(id)}</span>
          {unseen > 0 && <span className="badge">{t("alerts.unseen", { count: unseen })}</span>}
        </h2>
        <div className="lane__items">
          {content[id]}
          {sorted && count(id) === 0 && <p className="lane__empty">{t(`empty.${id}`)}</p>}
        </div>
      </section>
    );
  };

  return (
    <main className={`board ${openOrder ? "board--with-panel" : ""}`} data-filter={filter}>
      <h1 className="visually-hidden">{t("nav.board")}</h1>
      <div className="filters" role="group" aria-label={t("lanes.filter")}>
        {lanes.map((id) => (
          <button
            key={id}
            type="button"
            className="filter"
            aria-pressed={filter === id}
            onClick={() => {
              setFilter(id);
              alerts.markSeen(id);
            }}
          >
            {t(`lanes.${id}`)} <span className="lane__count">{count(id)}</span>
            {(alerts.unseen[id] ?? 0) > 0 && (
              <CountBadge
                count={alerts.unseen[id] ?? 0}
                words={t("alerts.unseen", { count: alerts.unseen[id] ?? 0 })}
              />
            )}
          </button>
        ))}
      </div>
      {me.role !== "kitchen" && <LowRatings venueId={me.venue._id} />}
      {board.isError && (
        <p className="banner banner--error" role="alert">
          {t("errors.board")}{" "}
          <button type="button" className="btn" onClick={() => void board.refetch()}>
            {t("actions.retry")}
          </button>
        </p>
      )}
      {board.isPending ? (
        <div className="lanes" aria-busy="true">
          {lanes.map((id) => (
            <div key={id} className="lane lane--skeleton" data-lane={id} />
          ))}
        </div>
      ) : (
        <div className={`lanes lanes--${lanes.length}`}>
          {lane("new")}
          {lane("progress")}
          {lanes.length > 2 && (
            <div className="lanes__side">
              {lane("payments")}
              {lane("calls")}
              {lane("reservations")}
            </div>
          )}
        </div>
      )}
      <Outlet />
    </main>
  );
}
