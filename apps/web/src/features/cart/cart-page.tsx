import { lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatMoney } from "../../lib/format-money";
import { loadChunk } from "../../lib/load-chunk";
import { useIsOffline } from "../../lib/online-status";
import { useBack } from "../../lib/use-back";
import { Icon } from "../../ui/icon";
import { PageBar } from "../../ui/page-bar";
import { useToast } from "../../ui/toast";
import { useMenuSession } from "../session/session-context";
import { useCartActions } from "../session/use-cart-actions";
import { CartLine } from "./cart-line";
import { CartNoteFields } from "./cart-note";
import { ClearCart } from "./clear-cart";
import { ShareCartButton } from "./share-cart-button";
import "../../ui/switch.css";
import "./cart-page.css";

const ScanCodeSheet = lazy(() =>
  loadChunk(() => import("../scan-code/scan-code-sheet")).then((m) => ({ default: m.ScanCodeSheet })),
);

type CartPageProps = {
  // The mode's order bar: preview asks for the table code (SPEC §4 preview never orders); the other
  // shells pass their own.
  orderBar?: ReactNode;
  // Mode-specific parts (docs/decisions/005): above the lines (the delivery/takeaway mode switch), after
  // the comment (delivery or takeaway details, client details, tariff), and the totals of the bar.
  top?: ReactNode;
  details?: ReactNode;
  totals?: ReactNode;
};

// SPEC §2 Cart, the parts every mode shares: lines, comment and utensils, share, add more, unavailable
// items.
export function CartPage({ orderBar, top, details, totals }: CartPageProps) {
  const { t, i18n } = useTranslation("cart");
  const { cart, menus, currency, mode, paths } = useMenuSession();
  const { changeQuantity, clear, isPending, error } = useCartActions();
  // Offline the cart shows as the guest last had it (session/kept-cart.ts) and cannot change (it lives on
  // the server); the server confirms its prices once the guest is back online.
  const isOffline = useIsOffline();
  const { t: tOffline } = useTranslation("offline");
  const [isScanOpen, setScanOpen] = useState(false);
  const showToast = useToast();
  const goBack = useBack(paths.lobby);
  const unavailable = cart.items.filter((i) => !i.available);
  const hasUnavailable = unavailable.length > 0;
  // A line whose product is still on the menu was stopped for now by the venue.
  const isOnlyStopped = unavailable.every((i) =>
    menus.some((m) => m._id === i.menu_id && m.products.some((p) => p._id === i.product_id)),
  );

  useEffect(() => {
    if (error) showToast(t("update_failed"));
  }, [error, showToast, t]);

  return (
    <div className="cart-page" data-testid="cart-page">
      <PageBar title={t("title")} backLabel={t("back")} onBack={goBack} />
      <main className="cart-page__body">
        {top}
        {cart.items.length === 0 ? (
          <div className="cart-empty" data-testid="cart-empty">
            <span className="cart-empty__icon" aria-hidden="true">
              <Icon name="cart" size={40} />
            </span>
            <h2>{t("empty_title")}</h2>
            <p>{t("empty_hint")}</p>
            <Link to={paths.lobby} className="btn btn--primary">
              {t("to_menu")}
            </Link>
          </div>
        ) : (
          <>
            {hasUnavailable && (
              <p className="cart-banner" role="status" data-testid="unavailable-banner">
                <Icon name="alert" size={20} />
                <span>{isOnlyStopped ? t("unavailable_now") : t("unavailable")}</span>
              </p>
            )}
            <ul className="cart-lines">
              {cart.items.map((item) => (
                <CartLine
                  key={item._id}
                  item={item}
                  menus={menus}
                  currency={currency}
                  isBusy={isPending || isOffline}
                  onQuantity={(id, q) => void changeQuantity(id, q)}
                />
              ))}
            </ul>
            <div className="cart-page__actions">
              <Link to={paths.lobby} className="btn btn--outline" data-testid="cart-add-more">
                <Icon name="plus" size={18} />
                {t("add_more")}
              </Link>
              <ShareCartButton />
              <ClearCart isBusy={isPending || isOffline} onClear={clear} />
            </div>
            <CartNoteFields cartId={cart._id} />
            {details}
          </>
        )}
      </main>
      {cart.items.length > 0 && (
        <footer className="cart-page__bar">
          {totals ?? (
            <p className="cart-page__total">
              <span>{t("total")}</span>
              <span data-testid="cart-total">{formatMoney(cart.total, currency, i18n.language)}</span>
            </p>
          )}
          {isOffline && (
            <p className="cart-page__offline" role="status" data-testid="cart-offline-note">
              {tOffline("prices_note")}
            </p>
          )}
          {mode === "preview" ? (
            <button
              type="button"
              className="btn btn--primary btn--block"
              onClick={() => setScanOpen(true)}
              disabled={isOffline}
              data-testid="cart-order"
            >
              <Icon name="qr" size={20} />
              {isOffline ? tOffline("order_needs_connection") : t("scan_to_order")}
            </button>
          ) : (
            orderBar
          )}
        </footer>
      )}
      {isScanOpen && (
        <Suspense fallback={null}>
          <ScanCodeSheet cartId={cart._id} onClose={() => setScanOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
