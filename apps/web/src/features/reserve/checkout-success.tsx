import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buildPath } from "../../lib/route-paths";
import { Icon } from "../../ui/icon";

type CheckoutSuccessProps = { link: string; venueName: string; reservationId: string };

// SPEC §2 reserve_checkout's third stage, success, which leads to the receipt; SPEC §4:
// on success the left (back) button goes home, which the page bar does.
export function CheckoutSuccess({ link, venueName, reservationId }: CheckoutSuccessProps) {
  const { t } = useTranslation("reserve");
  return (
    <section
      className="checkout-success"
      aria-labelledby="checkout-success-title"
      data-testid="checkout-success"
    >
      <span className="checkout-success__badge" aria-hidden="true">
        <Icon name="check" size={32} />
      </span>
      <h2 id="checkout-success-title" className="checkout-success__title">
        {t("success.title")}
      </h2>
      <p className="checkout-success__text">{t("success.text", { venue: venueName })}</p>
      <Link
        className="btn btn--primary btn--block"
        to={buildPath("reserve_receipt", { cafe_link: link, reservation_id: reservationId })}
        replace
        data-testid="checkout-receipt"
      >
        {t("success.view_receipt")}
      </Link>
    </section>
  );
}
