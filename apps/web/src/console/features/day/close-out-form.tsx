import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DayCloseOut } from "@tablewise/domain/contract/day";
import { dayCloseOutNoteMax } from "@tablewise/domain/contract/day";
import { isMoneyAmount } from "@tablewise/domain/contract/field-rules";
import { drawerDifference } from "@tablewise/domain/rules/day-money";
import { fromMinorUnits, toMinorUnits } from "@tablewise/domain/rules/money";
import { formatDateTime } from "../../lib/format";
import { postCloseOut } from "./day-calls";

type Props = {
  venueId: string;
  date: string;
  timeZone: string;
  locale: string;
  // What the drawer should hold now: the cash line's net.
  expectedCash: number;
  closeOuts: readonly DayCloseOut[];
  money: (n: number) => string;
};

// "12,50" typed on a phone is 12.50; a count is a decimal with at most 2 places (SPEC §9).
function readCount(text: string): number | null {
  const value = Number(text.trim().replace(",", "."));
  return text.trim() !== "" && isMoneyAmount(value) ? value : null;
}

function DifferenceText({ difference, money }: { difference: number; money: (n: number) => string }) {
  const { t } = useTranslation("day");
  if (difference === 0) return <strong className="drawer-ok">{t("drawer.matches")}</strong>;
  return (
    <strong className="drawer-off">
      {t(difference > 0 ? "drawer.over" : "drawer.short", { amount: money(Math.abs(difference)) })}
    </strong>
  );
}

// The end-of-shift close-out: the manager counts the cash drawer and types it; the server stores who,
// when, the expected and counted cash and their difference (a redo is a new version).
export function CloseOutForm({ venueId, date, timeZone, locale, expectedCash, closeOuts, money }: Props) {
  const { t } = useTranslation("day");
  const countId = useId();
  const noteId = useId();
  const errorId = useId();
  const [count, setCount] = useState("");
  const [note, setNote] = useState("");
  const [touched, setTouched] = useState(false);
  const queryClient = useQueryClient();
  const counted = readCount(count);
  const close = useMutation({
    mutationFn: (countedCash: number) =>
      postCloseOut(venueId, { date, counted_cash: countedCash, ...(note.trim() ? { note } : {}) }),
    onSuccess: async () => {
      setCount("");
      setNote("");
      setTouched(false);
      await queryClient.invalidateQueries({ queryKey: ["day", venueId, date] });
    },
  });
  const last = closeOuts[0];
  // In minor units, as the server computes it: 0.1 + 0.2 counted against 0.3 expected matches.
  const diff = (expected: number, countedCash: number) =>
    fromMinorUnits(drawerDifference(toMinorUnits(expected), toMinorUnits(countedCash)));
  const invalid = touched && counted === null;
  return (
    <section aria-labelledby="day-close-out" className="card-section">
      <h2 id="day-close-out">{t("closeOut.title")}</h2>
      <p className="muted">{t("closeOut.hint")}</p>
      {last && (
        <div className="close-out-last" role="status">
          <dl className="close-out-who">
            <div>
              <dt>{t("closeOut.closedBy")}</dt>
              <dd>
                <bdi>{last.staff_name}</bdi>
              </dd>
            </div>
            <div>
              <dt>{t("closeOut.closedAt")}</dt>
              <dd>
                <time dateTime={last.at}>{formatDateTime(last.at, locale, timeZone)}</time>
              </dd>
            </div>
            <div>
              <dt>{t("closeOut.version")}</dt>
              <dd>{last.version}</dd>
            </div>
          </dl>
          <dl className="stats">
            <div className="stat">
              <dt>{t("drawer.expected")}</dt>
              <dd>{money(last.expected_cash)}</dd>
            </div>
            <div className="stat">
              <dt>{t("drawer.counted")}</dt>
              <dd>{money(last.counted_cash)}</dd>
            </div>
            <div className="stat">
              <dt>{t("drawer.difference")}</dt>
              <dd>
                <DifferenceText difference={last.difference} money={money} />
              </dd>
            </div>
          </dl>
          {last.note && (
            <p>
              {t("closeOut.note")}: <bdi>{last.note}</bdi>
            </p>
          )}
          {last.expected_cash !== expectedCash && (
            <p className="banner close-out-changed">{t("closeOut.changed")}</p>
          )}
        </div>
      )}
      <form
        className="close-out-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setTouched(true);
          if (counted !== null) close.mutate(counted);
        }}
      >
        <p>
          {t("drawer.expected")}: <strong>{money(expectedCash)}</strong>
        </p>
        <label htmlFor={countId} className="field">
          <span>{t("drawer.countedLabel")}</span>
          <input
            id={countId}
            className="field__input"
            inputMode="decimal"
            autoComplete="off"
            value={count}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(e) => setCount(e.target.value)}
            onBlur={() => setTouched(true)}
          />
        </label>
        {invalid && (
          <p id={errorId} className="field__error">
            {t("drawer.invalid")}
          </p>
        )}
        {counted !== null && (
          <p aria-live="polite">
            {t("drawer.difference")}:{" "}
            <DifferenceText difference={diff(expectedCash, counted)} money={money} />
          </p>
        )}
        <label htmlFor={noteId} className="field">
          <span>{t("closeOut.noteLabel")}</span>
          <textarea
            id={noteId}
            className="field__input"
            rows={2}
            maxLength={dayCloseOutNoteMax}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </label>
        {close.isError && (
          <p className="banner banner--error" role="alert">
            {t("closeOut.failed")}
          </p>
        )}
        <button type="submit" className="btn btn--primary" disabled={close.isPending}>
          {last ? t("closeOut.redo") : t("closeOut.submit")}
        </button>
      </form>
      {closeOuts.length > 1 && (
        <details className="close-out-versions">
          <summary>{t("closeOut.versions", { count: closeOuts.length })}</summary>
          <ul>
            {closeOuts.map((c) => (
              <li key={c.version}>
                <bdi>{c.staff_name}</bdi> ·{" "}
                <time dateTime={c.at}>{formatDateTime(c.at, locale, timeZone)}</time> ·{" "}
                {t("closeOut.versionLine", {
                  version: c.version,
                  counted: money(c.counted_cash),
                  expected: money(c.expected_cash),
                })}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
