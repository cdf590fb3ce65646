import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { chosenItems, unitPrice } from "@tablewise/domain/rules/validate-variant-selection";
import {
  defaultSelection,
  isItemStopped,
  toggleItem,
  visibleGroupIds,
  type Selection,
} from "@tablewise/domain/rules/variant-groups";
import { fromMinorUnits, multiplyMinor } from "@tablewise/domain/rules/money";
import { formatMoney } from "../../lib/format-money";
import { useBack } from "../../lib/use-back";
import { useNow } from "../../lib/use-now";
import { QuantityStepper } from "../../ui/quantity-stepper";
import { useToast } from "../../ui/toast";
import { menuStatus } from "../session/menu-status";
import { localizedGroups, productDescription, productName } from "../session/localize";
import { useMenuSession } from "../session/session-context";
import { useCartActions } from "../session/use-cart-actions";
import { useIsOffline } from "../../lib/online-status";
import { PriceGroupFieldset } from "./price-group-fieldset";
import { ProductMedia } from "./product-media";
import { ProductDescription } from "./product-description";
import "./product-page.css";
import { WeightLabel } from "./weight-label";
import { AllergenDetails } from "../dietary/allergen-details";
import { useOfferedSuggestions } from "./use-offered-suggestions";

// Only guests who add a product with suggestions download the "Goes well with" sheet.
const SuggestionsSheet = lazy(() =>
  import("./suggestions-sheet").then((m) => ({ default: m.SuggestionsSheet })),
);

// SPEC §5/§9: 1 to 30 of one line.
const maxQuantity = 30;

// SPEC §2 Product page: image, name, description, variant and modifier groups (SPEC §5), the 21+
// confirmation, quantity and the add button, enabled exactly when SPEC §4 allows adding.
export function ProductPage() {
  const { menu_id = "", product_id = "" } = useParams();
  const { t, i18n } = useTranslation("product");
  const locale = i18n.language;
  const { cafe, menus, mode, currency, paths, isSystemOpen } = useMenuSession();
  const menu = menus.find((m) => m._id === menu_id);
  const product = menu?.products.find((p) => p._id === product_id);
  const groups = useMemo(() => (product ? localizedGroups(product, locale) : []), [product, locale]);
  const [selection, setSelection] = useState<Selection>(() => defaultSelection(product?.price_groups ?? []));
  const [quantity, setQuantity] = useState(1);
  const [isAdultConfirmed, setAdultConfirmed] = useState(false);
  const now = useNow(60_000);
  const { add, isPending } = useCartActions();
  // Offline the cart (on the server) cannot take the line: the button waits for a connection and says so.
  const isOffline = useIsOffline();
  const { t: tOffline } = useTranslation("offline");
  const showToast = useToast();
  const navigate = useNavigate();
  const goBack = useBack(menu ? paths.menu(menu._id) : paths.lobby);
  const offered = useOfferedSuggestions(product);
  const [isSuggesting, setSuggesting] = useState(false);

  useEffect(() => {
    if (product) document.title = `${productName(product, locale)} · ${cafe.name}`;
  }, [product, locale, cafe.name]);

  if (!menu || !product) {
    return (
      <main className="product-missing" data-testid="product-page">
        <h1>{t("missing")}</h1>
        <Link to={paths.lobby} className="btn btn--primary">
          {t("to_menu")}
        </Link>
      </main>
    );
  }

  const status = menuStatus(menu, cafe, mode, isSystemOpen, now);
  const visible = visibleGroupIds(groups, selection);
  const total = fromMinorUnits(multiplyMinor(unitPrice(product.base_price, groups, selection), quantity));
  const needsAge = product.is_excise && !isAdultConfirmed;
  // The product, or an item chosen in one of its visible groups, is on the stop list.
  const isStopped = product.available === false;
  const hasStoppedChoice = groups.some(
    (g) => visible.has(g._id) && (selection[g._id] ?? []).some((id) => isItemStopped(g, id)),
  );
  const isAddDisabled =
    status.addState !== "enabled" || needsAge || isPending || isStopped || hasStoppedChoice || isOffline;
  const name = productName(product, locale);

  const handleToggle = (groupId: string, itemId: string) => {
    const result = toggleItem(groups, selection, groupId, itemId);
    if (result.ok) setSelection(result.selection);
    else if (result.reason === "below_min") {
      const group = groups.find((g) => g._id === groupId);
      showToast(t("group.min_refused", { count: group?.min_count ?? 1 }));
    }
  };

  const handleAdd = async () => {
    const { variants, modificators } = chosenItems(groups, selection);
    const ok = await add({
      menu_id: menu._id,
      product_id: product._id,
      quantity,
      variants: variants.map((v) => v.item_id),
      modificators: modificators.map((m) => m.item_id),
    });
    showToast(ok ? t("added", { name }) : t("add_failed"));
    // With something to offer, the sheet opens first; closing it goes where adding always goes.
    if (ok && offered.length) setSuggesting(true);
    else if (ok) void navigate(paths.menu(menu._id));
  };

  return (
    <div className="product-page" data-testid="product-page">
      <ProductMedia image={product.image} backLabel={t("back")} onBack={goBack} />
      <main className="product-page__body">
        {/* The venue's own text follows its own direction, as its description below does: an English
            dish in the Arabic UI reads left to right, title and description aligned alike. */}
        <h1 className="product-page__name" dir="auto">
          <bdi>{name}</bdi>
        </h1>
        <p className="product-page__meta">
          <span className="product-page__price">{formatMoney(product.base_price, currency, locale)}</span>
          {product.base_weight !== undefined && (
            <WeightLabel weight={product.base_weight} unit={product.unit} />
          )}
          {product.is_excise && <span className="product-page__badge">21+</span>}
          {product.waiting_time ? <span>{t("wait", { count: product.waiting_time })}</span> : null}
        </p>
        <ProductDescription text={productDescription(product, locale)} />
        <AllergenDetails product={product} groups={groups} />
        {groups
          .filter((g) => visible.has(g._id))
          .map((group) => (
            <PriceGroupFieldset
              key={group._id}
              group={group}
              selection={selection}
              currency={currency}
              onToggle={handleToggle}
            />
          ))}
        {status.addState === "hidden" ? (
          <p className="product-page__note" data-testid="browse-only-note">
            {t("browse_only")}
          </p>
        ) : (
          <>
            {product.is_excise && (
              <label className="age-confirm">
                <input
                  type="checkbox"
                  checked={isAdultConfirmed}
                  onChange={(e) => setAdultConfirmed(e.target.checked)}
                  data-testid="age-confirm"
                />
                <span>{t("age_confirm")}</span>
              </label>
            )}
            {status.addState === "disabled" ? (
              <p className="product-page__note product-page__note--closed" data-testid="add-disabled-reason">
                {t("closed")}
              </p>
            ) : isOffline ? (
              <p
                className="product-page__note product-page__note--closed"
                id="add-offline-reason"
                data-testid="add-offline-reason"
                role="status"
              >
                {tOffline("add_needs_connection")}
              </p>
            ) : isStopped || hasStoppedChoice ? (
              <p
                className="product-page__note product-page__note--closed"
                data-testid="product-unavailable"
                role="status"
              >
                {isStopped ? t("unavailable") : t("choice_unavailable")}
              </p>
            ) : null}
          </>
        )}
      </main>
      {status.addState !== "hidden" && (
        <footer className="product-page__bar">
          <QuantityStepper
            value={quantity}
            min={1}
            max={maxQuantity}
            onChange={setQuantity}
            decreaseLabel={t("quantity.decrease")}
            increaseLabel={t("quantity.increase")}
            valueLabel={t("quantity.value", { count: quantity })}
          />
          <button
            type="button"
            className="btn btn--primary product-page__add"
            disabled={isAddDisabled}
            onClick={() => void handleAdd()}
            data-testid="add-to-cart"
            aria-describedby={isOffline ? "add-offline-reason" : undefined}
          >
            <span>{isStopped ? t("unavailable") : needsAge ? t("confirm_age_first") : t("add")}</span>
            {/* "Confirm your age" beside the total wrapped onto two lines at 390 px; the
                button cannot add yet, so it says only what to do (the price is on the page above). */}
            {!needsAge && <span data-testid="add-total">{formatMoney(total, currency, locale)}</span>}
          </button>
        </footer>
      )}
      {isSuggesting && (
        <Suspense fallback={null}>
          <SuggestionsSheet product={product} onClose={() => void navigate(paths.menu(menu._id))} />
        </Suspense>
      )}
    </div>
  );
}
