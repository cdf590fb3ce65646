import { memo } from "react";
import { useTranslation } from "react-i18next";
import {
  stoppedReason,
  type Station,
  type Ticket,
  type TicketLine,
} from "@tablewise/domain/contract/kitchen";
import { formatTime } from "../../lib/format";
import { TicketAgeLabel } from "./ticket-age-label";

type Props = {
  ticket: Ticket;
  // The bump bar's digit for the first nine tickets (1-9), none after: a card's props change only when
  // its digit does, so bumping the first of 60 tickets re-renders the next nine cards, not all of them.
  shortcut?: number;
  isSelected: boolean;
  station: Station;
  offsetMs: number;
  locale: string;
  timeZone: string;
  onBumpLine: (ticket: Ticket, line: TicketLine) => void;
  onBump: (ticket: Ticket) => void;
  // Given only when the station has a printer: the ticket's Reprint button (printed marked COPY).
  onReprint?: (ticket: Ticket) => void;
};

// One ticket on the station screen. Memoised on its ticket object: a bump or a push replaces only the
// changed ticket in the cache, so with 60 open tickets one card re-renders, not the list. The dishes'
// texts are the server's (the menu's language); only the chrome follows the console's language.
export const TicketCard = memo(function TicketCard({
  ticket,
  shortcut,
  isSelected,
  station,
  offsetMs,
  locale,
  timeZone,
  onBumpLine,
  onBump,
  onReprint,
}: Props) {
  const { t } = useTranslation("kitchen");
  const isCancel = ticket.kind === "cancel";
  const headingId = `kt-${ticket._id}`;
  const place =
    ticket.order_type === "inside"
      ? [ticket.table_name, ticket.hall_name].filter(Boolean).join(" · ")
      : t(`station.types.${ticket.order_type}`);
  return (
    <article
      className={`kt${isCancel ? " kt--cancel" : ""}${isSelected ? " kt--selected" : ""}`}
      aria-labelledby={headingId}
      aria-current={isSelected ? "true" : undefined}
      data-ticket={ticket._id}
    >
      <header className="kt__head">
        {shortcut !== undefined && (
          <span className="kt__key" aria-hidden="true">
            {shortcut}
          </span>
        )}
        <h2 id={headingId} className="kt__order">
          {t("station.order", { serial: ticket.serial })}
        </h2>
        <TicketAgeLabel since={ticket.created_at} offsetMs={offsetMs} station={station} />
      </header>
      <p className="kt__place">
        {place || t(`station.types.${ticket.order_type}`)}
        {ticket.wanted_at && (
          <strong className="kt__wanted">
            {" · "}
            {t("station.wanted", { time: formatTime(ticket.wanted_at, locale, timeZone) })}
          </strong>
        )}
      </p>
      {isCancel && (
        <p className="kt__cancel">
          <strong>{t("station.cancelled")}</strong>{" "}
          {ticket.reason === stoppedReason
            ? t("station.reasonStopped")
            : (ticket.reason ?? t("station.stopMaking"))}
        </p>
      )}
      {ticket.allergy_note && (
        <p className="kt__allergy">
          <strong>⚠ {t("station.allergy")}:</strong> <bdi>{ticket.allergy_note}</bdi>
        </p>
      )}
      {ticket.guest_comment && (
        <p className="kt__note">
          <strong>{t("station.guestNote")}:</strong> <bdi>{ticket.guest_comment}</bdi>
        </p>
      )}
      <ul className="kt__lines">
        {ticket.lines.map((line) => {
          const isDone = line.bumped_at !== null;
          const extras = [...line.variants, ...line.modifiers];
          // Units a later cancel slip took back: not to make. All of them: the line is struck out.
          const cancelled = line.cancelled ?? 0;
          const left = line.quantity - cancelled;
          const dish = (
            <>
              <span className="kt__qty">{left > 0 ? left : line.quantity} ×</span> <bdi>{line.name}</bdi>
            </>
          );
          const body = (
            <>
              <span className="kt__dish">
                {left > 0 ? dish : <del>{dish}</del>}
                {cancelled > 0 && (
                  <strong className="kt__took-back">
                    {" "}
                    {t("station.unitsCancelled", { count: cancelled })}
                  </strong>
                )}
                {isDone && <span className="visually-hidden"> ({t("station.lineDone")})</span>}
              </span>
              {extras.length > 0 && (
                <span className="kt__extras">
                  <bdi>{extras.join(", ")}</bdi>
                </span>
              )}
              {line.comment && (
                <span className="kt__comment">
                  <bdi>{line.comment}</bdi>
                </span>
              )}
            </>
          );
          return (
            <li key={line.line_id} className={isDone ? "kt__line kt__line--done" : "kt__line"}>
              {isCancel ? (
                <div className="kt__line-body">{body}</div>
              ) : (
                <button
                  type="button"
                  className="kt__line-body"
                  aria-pressed={isDone}
                  onClick={() => onBumpLine(ticket, line)}
                >
                  {body}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <div className="kt__actions">
        <button type="button" className="btn kt__done" onClick={() => onBump(ticket)}>
          {isCancel ? t("station.acknowledge") : t("station.done")}
          <span className="visually-hidden"> · {t("station.order", { serial: ticket.serial })}</span>
        </button>
        {onReprint && (
          <button type="button" className="btn btn--ghost kt__reprint" onClick={() => onReprint(ticket)}>
            {t("station.reprint")}
            <span className="visually-hidden"> · {t("station.order", { serial: ticket.serial })}</span>
          </button>
        )}
      </div>
    </article>
  );
});
