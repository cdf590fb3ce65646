import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMenuSession } from "../session/session-context";
import { Icon } from "../../ui/icon";
import { ForgetDetails } from "./forget-details";
import "../../ui/button.css";
import "./orders-empty.css";

// SPEC §2 Orders archive in preview mode: preview can never place an order (SPEC §4), so the archive is
// its empty state, which offers the menu.
export function PreviewOrdersPage() {
  const { t } = useTranslation();
  const { paths } = useMenuSession();
  return (
    <main className="orders-empty" data-testid="orders-page">
      <h1 className="orders-empty__heading">{t("orders.title")}</h1>
      <div className="orders-empty__body" data-testid="orders-empty">
        <span className="orders-empty__icon" aria-hidden="true">
          <Icon name="orders" size={40} />
        </span>
        <h2 className="orders-empty__title">{t("orders.empty_title")}</h2>
        <p className="orders-empty__hint">{t("orders.empty_hint")}</p>
        <Link to={paths.lobby} className="btn btn--primary" data-testid="orders-open-menu">
          {t("orders.open_menu")}
        </Link>
      </div>
      <ForgetDetails />
    </main>
  );
}
