import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DayReservation } from "@tablewise/domain/contract/staff-reservations";
import { formatMoney } from "../../../lib/format-money";
import { formatTime, todayIn } from "../../lib/format";
import { ConsoleApiError } from "../../lib/console-api";
import { keyForIntent, retryUnanswered, settleIntent } from "../../lib/intent-keys";
import { consoleLocale } from "../../i18n/console-i18n";
import { isFloor, useMe } from "../session/use-me";
import { CancelReservationDialog } from "./cancel-reservation-dialog";
import { MoveReservationDialog } from "./move-reservation-dialog";
import { ReservationList } from "./reservation-list";
import { ReservationTimeline } from "./reservation-timeline";
import { cancelReservation, getReservationDay, moveReservation } from "./reservations-api";
import "./reservations.css";

// The 409 reasons the server gives for a cancel or a move (modules/reserve), each with its own words.
const knownConflicts = [
  "full",
  "not_a_slot",
  "date_not_bookable",
  "not_confirmed",
  "expired",
  "refund_unavailable",
] as const;
const isKnownConflict = (reason: string | undefined): reason is (typeof knownConflicts)[number] =>
  (knownConflicts as readonly (string | undefined)[]).includes(reason);

type Open = { kind: "cancel" | "move"; reservation: DayReservation } | null;
const isDate = (s: string | null): s is string => s !== null && /^\d{4}-\d{2}-\d{2}$/.test(s);
const shiftDay = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

// The venue's reservations of one day (any day), as a list and on a timeline of its opening hours, in the
// venue's zone; a manager or a waiter cancels one with a reason (a paid deposit is refunded) or moves a
// confirmed one to another bookable slot. Under ["board"]: the staff socket's reservation hints refetch it.
export function ReservationsPage() {
  const { t } = useTranslation("reservations");
  const { t: tc } = useTranslation("console");
  const me = useMe();
  const venueId = me.venue._id;
  const tz = me.venue.time_zone;
  const [params, setParams] = useSearchParams();
  const today = todayIn(tz);
  const date = isDate(params.get("date")) ? params.get("date")! : today;
  const view = params.get("view") === "timeline" ? "timeline" : "list";
  const [open, setOpen] = useState<Open>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const dateId = useId();
  const client = useQueryClient();
  const day = useQuery({
    queryKey: ["board", "reservations-day", venueId, date],
    queryFn: ({ signal }) => getReservationDay(venueId, date, signal),
    enabled: isFloor(me),
  });
  useEffect(() => {
    document.title = `${t("title")} · ${me.venue.name}`;
  }, [t, me.venue.name]);

  const errorText = (error: unknown): string => {
    const reason =
      error instanceof ConsoleApiError && error.status === 409
        ? (error.details as { reason?: string } | undefined)?.reason
        : undefined;
    return isKnownConflict(reason) ? t(`errors.${reason}`) : t("errors.generic");
  };
  const change = useMutation({
    mutationFn: ({ intent, run }: { intent: string; run: (key: string) => Promise<unknown> }) =>
      run(keyForIntent(intent)),
    retry: retryUnanswered,
    onSettled: async (_d, error, { intent }) => {
      settleIntent(intent, error);
      await client.invalidateQueries({ queryKey: ["board"] });
    },
    onSuccess: () => setOpen(null),
    onError: (error) => setFailure(errorText(error)),
  });

  if (!isFloor(me))
    return (
      <main className="page">
        <h1>{t("title")}</h1>
        <p>{tc("errors.role")}</p>
      </main>
    );

  const locale = consoleLocale();
  const time = (iso: string) => formatTime(iso, locale, tz);
  const money = (n: number) => formatMoney(n, me.venue.currency, locale);
  const setSearch = (next: { date?: string; view?: string }) => {
    const p = new URLSearchParams(params);
    if (next.date !== undefined) p.set("date", next.date);
    if (next.view !== undefined) p.set("view", next.view);
    setParams(p, { replace: true });
  };
  const show = (kind: "cancel" | "move", reservation: DayReservation) => {
    setFailure(null);
    change.reset();
    setOpen({ kind, reservation });
  };
  const rows = day.data?.reservations ?? [];
  const active = rows.filter((r) => r.status !== "cancelled");
  const persons = active.reduce((n, r) => n + r.persons_count, 0);
  // The list and the timeline still draw a cancelled reservation (struck through), so the summary names
  // them too: "0 reservations" beside a drawn one read as a contradiction.
  const cancelled = rows.length - active.length;
  return (
    <main className="page reservations">
      <div className="page__head">
        <h1>{t("title")}</h1>
        <div className="reservations__day">
          <button type="button" className="btn" onClick={() => setSearch({ date: shiftDay(date, -1) })}>
            <span aria-hidden="true" className="reservations__arrow">
              ‹
            </span>
            {t("day.previous")}
          </button>
          <label htmlFor={dateId} className="visually-hidden">
            {t("day.label")}
          </label>
          <input
            id={dateId}
            type="date"
            className="field__input"
            value={date}
            onChange={(e) => isDate(e.target.value) && setSearch({ date: e.target.value })}
          />
          <button type="button" className="btn" onClick={() => setSearch({ date: shiftDay(date, 1) })}>
            {t("day.next")}
            <span aria-hidden="true" className="reservations__arrow">
              ›
            </span>
          </button>
          {date !== today && (
            <button type="button" className="btn btn--ghost" onClick={() => setSearch({ date: today })}>
              {t("day.today")}
            </button>
          )}
        </div>
        <div className="reservations__views" role="group" aria-label={t("views.label")}>
          {(["list", "timeline"] as const).map((v) => (
            <button
              key={v}
              type="button"
              className={`btn${view === v ? " btn--primary" : ""}`}
              aria-pressed={view === v}
              onClick={() => setSearch({ view: v })}
            >
              {t(`views.${v}`)}
            </button>
          ))}
        </div>
      </div>
      {day.isError && (
        <p className="banner banner--error" role="alert">
          {t("errors.load")}
        </p>
      )}
      {day.isPending && <p aria-busy="true">{t("loading")}</p>}
      {day.data && (
        <section className="card-section" aria-live="polite">
          <p className="reservations__summary" data-testid="reservations-summary">
            {t("summary.reservations", { count: active.length })} · {t("summary.persons", { count: persons })}
            {cancelled > 0 && <> · {t("summary.cancelled", { count: cancelled })}</>}
            {day.data.opens_at === null && <> · {t("day.closed")}</>}
          </p>
          {rows.length === 0 ? (
            <p className="muted">{t("empty")}</p>
          ) : view === "list" || day.data.opens_at === null || day.data.closes_at === null ? (
            <ReservationList
              rows={rows}
              actions={{
                time,
                money,
                onMove: (r) => show("move", r),
                onCancel: (r) => show("cancel", r),
              }}
            />
          ) : (
            <ReservationTimeline
              rows={rows}
              opensAt={day.data.opens_at}
              closesAt={day.data.closes_at}
              time={time}
            />
          )}
        </section>
      )}
      {open?.kind === "cancel" && (
        <CancelReservationDialog
          reservation={open.reservation}
          money={money}
          busy={change.isPending}
          error={failure}
          onClose={() => setOpen(null)}
          onCancel={(reason) =>
            change.mutate({
              intent: `reservation-cancel-${open.reservation._id}`,
              run: (key) => cancelReservation(open.reservation._id, reason, key),
            })
          }
        />
      )}
      {open?.kind === "move" && (
        <MoveReservationDialog
          reservation={open.reservation}
          venueId={venueId}
          day={date}
          locale={locale}
          timeZone={tz}
          busy={change.isPending}
          error={failure}
          onClose={() => setOpen(null)}
          onMove={(startsAt) =>
            change.mutate({
              intent: `reservation-move-${open.reservation._id}-${startsAt}`,
              run: (key) => moveReservation(open.reservation._id, startsAt, key),
            })
          }
        />
      )}
    </main>
  );
}
