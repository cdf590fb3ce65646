import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Product } from "@tablewise/domain/contract/menu";
import { formatMoney } from "../../lib/format-money";
import { Icon } from "../../ui/icon";
import { productDescription, productName } from "../session/localize";
import { startingPrice } from "./starting-price";

type ServiceCardProps = {
  product: Product;
  to: string;
  currency: string;
  view: "grid" | "list";
};

// SPEC §2 service card: image (a placeholder when missing), name, starting price with the currency
// symbol, and a Reserve button (grid) or an arrow (list, with at most 3 lines of name and description).
export function ServiceCard({ product, to, currency, view }: ServiceCardProps) {
  const { t, i18n } = useTranslation("reserve");
  const name = productName(product, i18n.language);
  // A service that can be booked for nothing says "Free", not "from 0 ₴".
  const least = startingPrice(product);
  const price =
    least === 0 ? t("menu.free") : t("menu.from", { price: formatMoney(least, currency, i18n.language) });
  return (
    <li className={`service-card service-card--${view}`} data-testid="service-card">
      <Link to={to} className="service-card__link">
        {product.image ? (
          <img
            className="service-card__image"
            src={product.image}
            alt=""
            loading="lazy"
            width={320}
            height={240}
          />
        ) : (
          <span className="service-card__image service-card__image--none" aria-hidden="true">
            <Icon name="clock" size={32} />
          </span>
        )}
        <span className="service-card__body">
          <span className="service-card__text">
            <span className="service-card__name">
              <bdi>{name}</bdi>
            </span>
            {view === "list" && product.description && (
              <span className="service-card__desc" dir="auto">
                {" "}
                {productDescription(product, i18n.language)}
              </span>
            )}
          </span>
          <span className="service-card__price">{price}</span>
          {product.available === false && (
            // The venue stopped this service for now.
            <span className="service-card__unavailable" data-testid="service-unavailable">
              {t("menu.unavailable")}
            </span>
          )}
        </span>
        {view === "grid" ? (
          <span className="service-card__cta">{t("menu.reserve")}</span>
        ) : (
          <Icon name="chevron" size={20} className="service-card__arrow flip-rtl" />
        )}
      </Link>
    </li>
  );
}
