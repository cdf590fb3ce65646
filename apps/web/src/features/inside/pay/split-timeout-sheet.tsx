import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format-money";
import { BottomSheet } from "../../../ui/bottom-sheet";
import { useMenuSession } from "../../session/session-context";
import type { SplitTimeout } from "./split-timeout";
import "./split-parts.css";

// SPEC §4 / §8: the split-payment timeout modal, with the refunded parts and a hint on what to do next.
export function SplitTimeoutSheet({ timeout, onClose }: { timeout: SplitTimeout; onClose: () => void }) {
  const { t, i18n } = useTranslation("order");
  const { currency } = useMenuSession();
  return (
    <BottomSheet
      title={t("split_timeout.title")}
      onClose={onClose}
      closeLabel={t("close")}
      testId="split-timeout-sheet"
    >
      <p>{t("split_timeout.text")}</p>
      <ol className="splits" data-testid="split-timeout-parts">
        {timeout.parts.map((part, i) => (
          <li key={part._id} className="splits__part">
            <span>{t("pay.split_part", { number: i + 1 })}</span>
            <span>
              {formatMoney(part.total, currency, i18n.language)} · {t("payment_status.refunded")}
            </span>
          </li>
        ))}
      </ol>
      <p className="splits-block__hint">{t("split_timeout.hint")}</p>
      <button
        type="button"
        className="btn btn--primary btn--block"
        onClick={onClose}
        data-testid="split-timeout-close"
      >
        {t("split_timeout.ok")}
      </button>
    </BottomSheet>
  );
}
