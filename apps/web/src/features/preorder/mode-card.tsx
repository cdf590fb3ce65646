import { useTranslation } from "react-i18next";
import { formatMoney } from "../../lib/format-money";
import { Icon } from "../../ui/icon";
import { useMenuSession } from "../session/session-context";
import { ClosedNotice } from "./time/closed-notice";
import { usePreorder } from "./preorder-context";
import { useTimeText } from "./time/use-time-text";
import "./preorder.css";

// The lobby's summary of the mode: how soon (SPEC §9 estimate), the minimum order, and a closed notice.
export function ModeCard() {
  const { t, i18n } = useTranslation("preorder");
  const { cafe, currency } = useMenuSession();
  const { mode } = usePreorder();
  const text = useTimeText();
  const minCheck = mode === "delivery" ? cafe.delivery.min_check : cafe.preorder.min_check;
  return (
    <section className="mode-card" aria-labelledby="mode-card-title" data-testid="mode-card">
      <div className="mode-card__head">
        <span className="mode-card__icon" aria-hidden="true">
          <Icon name={mode === "delivery" ? "directions" : "cart"} size={22} />
        </span>
        <div>
          <h2 id="mode-card-title" className="mode-card__title">
            {t(`mode.${mode}`)}
          </h2>
          <p className="mode-card__sub">{text.asap}</p>
        </div>
      </div>
      {minCheck > 0 && (
        <p className="mode-card__note">
          {t("lobby.min_check", { amount: formatMoney(minCheck, currency, i18n.language) })}
        </p>
      )}
      <ClosedNotice />
    </section>
  );
}
