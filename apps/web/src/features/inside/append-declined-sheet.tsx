import { useTranslation } from "react-i18next";
import { BottomSheet } from "../../ui/bottom-sheet";
import type { DeclinedAppend } from "./bill/declined-appends";
import "./append-declined-sheet.css";

type AppendDeclinedSheetProps = { appends: readonly DeclinedAppend[]; onClose: () => void };

// SPEC §4: the venue declined an addition to the table's order. The guest reads the venue's reason and
// the dishes at once, wherever they are; the bill keeps the lines struck through with the same reason.
export function AppendDeclinedSheet({ appends, onClose }: AppendDeclinedSheetProps) {
  const { t } = useTranslation("order");
  const reasons = [...new Set(appends.map((a) => a.reason).filter((r): r is string => Boolean(r)))];
  return (
    <BottomSheet
      title={t("append_declined.title")}
      onClose={onClose}
      closeLabel={t("close")}
      testId="append-declined-sheet"
    >
      {reasons.length > 0 ? (
        reasons.map((reason) => (
          <p key={reason} className="append-declined__reason" data-testid="append-declined-reason">
            {t("declined.reason", { reason: `\u2068${reason}\u2069` })}
          </p>
        ))
      ) : (
        <p className="append-declined__reason">{t("append_declined.no_reason")}</p>
      )}
      <ul className="append-declined__items">
        {appends.flatMap((a) =>
          a.list.map((line) => (
            <li key={line._id}>
              {line.quantity} × {line.name}
            </li>
          )),
        )}
      </ul>
      <button type="button" className="btn btn--primary btn--block" onClick={onClose}>
        {t("declined.ok")}
      </button>
    </BottomSheet>
  );
}
