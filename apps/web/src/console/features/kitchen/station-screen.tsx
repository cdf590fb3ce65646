import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { consoleLocale } from "../../i18n/console-i18n";
import { useMe } from "../session/use-me";
import { AllDayPanel } from "./all-day-panel";
import { hiddenTickets } from "./board-merge";
import { bumpAction } from "./bump-keys";
import { rememberStation } from "./remembered-station";
import { TicketCard } from "./ticket-card";
import { useStationBoard } from "./use-station-board";
import { useStationReprint } from "./use-station-reprint";
import "./kitchen.css";

// Elements that act on Enter and Space themselves: the bump bar's Enter must not bump twice.
const selfActivating = "button, a, input, select, textarea, summary, [role='switch']";

// A bump bar sends key codes; on an Arabic or Cyrillic layout the same keys carry other letters, so the
// physical key decides for the digits and R.
const keyOf = (event: KeyboardEvent) =>
  /^(Digit|Numpad)[1-9]$/.test(event.code) ? event.code.slice(-1) : event.code === "KeyR" ? "r" : event.key;

// The station screen (a kitchen display): one station's open tickets oldest first, tap a line or Done to
// bump, Recall the last bumped, the all-day counts, and the bump bar's keys. For a 768x1024 tablet and a
// 1920x1080 TV, read from two metres away (DESIGN.md §7).
export function StationScreen() {
  const { stationId = "" } = useParams();
  const { t, i18n } = useTranslation("kitchen");
  const me = useMe();
  const venueId = me.venue._id;
  const { query, offsetMs, bump, recall, onBump, onBumpLine } = useStationBoard(venueId, stationId);
  const { mutate: recallMutate } = recall;
  const board = query.data;
  const [selected, setSelected] = useState(0);
  const [notice, setNotice] = useState("");
  const listRef = useRef<HTMLOListElement>(null);
  const { onReprint, failed: reprintFailed } = useStationReprint(
    venueId,
    stationId,
    useCallback((ticket) => setNotice(t("station.reprinted", { serial: ticket.serial })), [t]),
  );

  useEffect(() => {
    if (board) document.title = `${board.station.name} · ${me.venue.name}`;
  }, [board, me.venue.name]);
  useEffect(() => {
    if (board) rememberStation(venueId, board.station._id);
  }, [board, venueId]);

  const tickets = board?.tickets ?? [];
  const lastBumped = board?.recent_bumped[0];
  const count = board?.open_total ?? 0;
  const hidden = board ? hiddenTickets(board) : 0;
  const current = Math.min(selected, Math.max(tickets.length - 1, 0));

  // The bump bar: keys on the whole page, read through refs so the listener is set once.
  const state = useRef({ tickets, current, lastBumped, rtl: false });
  state.current = { tickets, current, lastBumped, rtl: i18n.dir() === "rtl" };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest("dialog, input, select, textarea")) return;
      const s = state.current;
      const action = bumpAction(keyOf(event), s.tickets.length, s.current, s.rtl);
      if (action.kind === "none") return;
      if (action.kind === "bump" && target?.closest(selfActivating)) return;
      event.preventDefault();
      if (action.kind === "select") {
        setSelected(action.index);
        const card = listRef.current?.children[action.index]?.querySelector<HTMLElement>(".kt__done");
        card?.scrollIntoView({ block: "nearest", inline: "nearest" });
      } else if (action.kind === "bump") {
        const ticket = s.tickets[action.index];
        if (ticket) {
          onBump(ticket);
          setNotice(t("station.bumped", { serial: ticket.serial }));
        }
      } else if (s.lastBumped) {
        recallMutate(s.lastBumped);
        setNotice(t("station.recalled", { serial: s.lastBumped.serial }));
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onBump, recallMutate, t]);

  if (query.isError)
    return (
      <main className="kds page-state">
        <p role="alert">{t("errors.load")}</p>
        <button className="btn" type="button" onClick={() => void query.refetch()}>
          {t("actions.retry")}
        </button>
      </main>
    );
  if (!board)
    return (
      <main className="kds page-state" aria-busy="true">
        <p>…</p>
      </main>
    );

  const locale = consoleLocale();
  return (
    <main className="kds">
      <div className="kds__bar">
        <h1 className="kds__title">{board.station.name}</h1>
        <span className="kds__count">{t("station.open", { count })}</span>
        <button
          type="button"
          className="btn kds__recall"
          disabled={!lastBumped || recall.isPending}
          onClick={() => lastBumped && recallMutate(lastBumped)}
        >
          {lastBumped ? t("station.recallLast", { serial: lastBumped.serial }) : t("station.recall")}
        </button>
        <Link className="btn btn--ghost" to="/console/kitchen?pick=1">
          {t("station.other")}
        </Link>
      </div>
      <p className="kds__keys">{t("station.keys")}</p>
      <div className="visually-hidden" aria-live="polite">
        {notice}
      </div>
      {(bump.isError || recall.isError) && (
        <p className="kds__failed" role="alert">
          {t("station.failed")}
        </p>
      )}
      {reprintFailed && (
        <p className="kds__failed" role="alert">
          {t("station.reprintFailed")}
        </p>
      )}
      {hidden > 0 && (
        <p className="kds__more" role="status">
          {t("station.moreOpen", { count: hidden })}
        </p>
      )}
      <div className="kds__body">
        {tickets.length === 0 ? (
          <p className="kds__empty">{t("station.empty")}</p>
        ) : (
          <ol className="kds__tickets" ref={listRef}>
            {tickets.map((ticket, index) => (
              <li key={ticket._id}>
                <TicketCard
                  ticket={ticket}
                  shortcut={index < 9 ? index + 1 : undefined}
                  isSelected={index === current}
                  station={board.station}
                  offsetMs={offsetMs}
                  locale={locale}
                  timeZone={me.venue.time_zone}
                  onBumpLine={onBumpLine}
                  onBump={onBump}
                  onReprint={onReprint}
                />
              </li>
            ))}
          </ol>
        )}
        <AllDayPanel items={board.all_day} />
      </div>
    </main>
  );
}
