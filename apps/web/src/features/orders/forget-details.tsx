import { useState } from "react";
import { useTranslation } from "react-i18next";
import { forgetPersonalData, personalDataMaxAgeMs } from "../../lib/storage";
import "../../ui/button.css";
import "./forget-details.css";

const keptDays = Math.round(personalDataMaxAgeMs / 86_400_000);

type ForgetDetailsProps = {
  // The screen's own copies of the details (a filled form in memory) go too.
  onForget?: () => void;
};

// "Forget my details on this device" on the Orders page. Removes every venue's reservation
// form, delivery draft and stored client from this browser; orders and the visitor id stay.
export function ForgetDetails({ onForget }: ForgetDetailsProps) {
  const { t } = useTranslation();
  const [isDone, setDone] = useState(false);
  const forget = () => {
    onForget?.();
    forgetPersonalData();
    setDone(true);
  };
  return (
    <section className="forget-details" aria-label={t("orders.forget_details")}>
      <p className="forget-details__hint">{t("orders.forget_hint", { count: keptDays })}</p>
      <button
        type="button"
        className="btn btn--outline btn--block"
        onClick={forget}
        data-testid="forget-details"
      >
        {t("orders.forget_details")}
      </button>
      <p className="forget-details__done" role="status" data-testid="forget-details-status">
        {isDone ? t("orders.forget_done") : ""}
      </p>
    </section>
  );
}
