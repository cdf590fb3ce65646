import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router";
import { fromMinorUnits } from "@tablewise/domain/rules/money";
import { chosenItems, unitPrice } from "@tablewise/domain/rules/validate-variant-selection";
import {
  defaultSelection,
  isItemStopped,
  toggleItem,
  visibleGroupIds,
  type Selection,
} from "@tablewise/domain/rules/variant-groups";
import { toLocal } from "@tablewise/domain/rules/zoned-time";
import { formatMoney } from "../../lib/format-money";
import { buildPath } from "../../lib/route-paths";
import { useBack } from "../../lib/use-back";
import { QuantityStepper } from "../../ui/quantity-stepper";
import { PriceGroupFieldset } from "../product/price-group-fieldset";
import { ProductDescription } from "../product/product-description";
import { ProductMedia } from "../product/product-media";
import { categoryName, localizedGroups, productDescription, productName } from "../session/localize";
import { calendarWeeks } from "@tablewise/domain/rules/reservation-calendar";
import { ReserveCalendar } from "./reserve-calendar";
import { useReserve } from "./reserve-context";
import { readServiceChoice, writeServiceChoice } from "./reserve-progress-store";
import { TimeSlots } from "./time-slots";
import { useTimeSlots } from "./use-time-slots";
import "../product/product-page.css";
import "./service-page.css";

// SPEC §5 persons 1 to 7.
const maxPersons = 7;

// SPEC §2 service page: image, category, name, price, description, single-select variant groups, persons,
// the calendar and the time slots of the chosen date; Reserve only with a slot picked.
export function ServicePage() {
  const { product_id = "" } = useParams();
  const { menu, link } = useReserve();
  const product = menu.products.find((p) => p._id === product_id);
  if (!product) return <Navigate to={buildPath("reserve_menu", { cafe_link: link })} replace />;
  return <ServiceView key={product._id} productId={product._id} />;
}

function ServiceView({ productId }: { productId: string }) {
  const { t, i18n } = useTranslation("reserve");
  const navigate = useNavigate();
  const { cafe, menu, currency, link, setCart } = useReserve();
  const product = menu.products.find((p) => p._id === productId)!;
  const locale = i18n.language;
  const groups = useMemo(() => localizedGroups(product, locale), [product, locale]);
  // The choice so far comes back after a reload (the tab keeps it per venue).
  const [restored] = useState(() => readServiceChoice(link, productId));
  const [selection, setSelection] = useState<Selection>(
    () => restored?.selection ?? defaultSelection(product.price_groups),
  );
  const [persons, setPersons] = useState(restored?.persons ?? 1);
  const [date, setDate] = useState<string | null>(restored?.date ?? null);
  const [slot, setSlot] = useState<string | null>(restored?.slot ?? null);
  useEffect(
    () => writeServiceChoice(link, { productId, selection, persons, date, slot }),
    [link, productId, selection, persons, date, slot],
  );
  const goBack = useBack(buildPath("reserve_menu", { cafe_link: link }));
  const weeks = useMemo(
    () => calendarWeeks(toLocal(new Date(), cafe.timezone), cafe.reserve.allow_same_day),
    [cafe],
  );
  const { variants } = chosenItems(groups, selection);
  const variantIds = variants.map((v) => v.item_id);
  const slots = useTimeSlots(cafe._id, product._id, date, variantIds);
  // A restored slot counts only while the day's fresh slots still offer it with room.
  const chosenSlot = slots.slots.find((s) => s.start === slot);
  const isSlotOpen =
    slots.status === "ready" && !!chosenSlot && (chosenSlot.free === undefined || chosenSlot.free >= persons);
  const visible = visibleGroupIds(groups, selection);
  // Shown and sent in the reserve cart as the wire's decimal (SPEC §3 reserve cart).
  const price = fromMinorUnits(unitPrice(product.base_price, groups, selection));
  const category = menu.categories.find((c) => c._id === product.category_id);
  // A stopped service (or a stopped option chosen) cannot be booked now.
  const isStopped =
    product.available === false ||
    groups.some((g) => (selection[g._id] ?? []).some((id) => isItemStopped(g, id)));

  const handleToggle = (groupId: string, itemId: string) => {
    const result = toggleItem(groups, selection, groupId, itemId);
    if (!result.ok) return;
    setSelection(result.selection);
    setSlot(null); // slots depend on the variants (SPEC §9)
  };
  const handleDate = (iso: string) => {
    setDate(iso);
    setSlot(null);
  };
  const handleReserve = () => {
    if (!slot || !isSlotOpen) return;
    const chosen = chosenItems(groups, selection);
    // SPEC §3 reserve cart; prices here are for display only, the server prices the reservation.
    setCart({
      product: {
        product_id: product._id,
        name: productName(product, locale),
        category: category ? categoryName(category, locale) : product.category,
        category_id: product.category_id,
        price,
        quantity: 1,
        variants: chosen.variants,
        modificators: chosen.modificators,
      },
      personsCount: persons,
      reservationDate: slot,
    });
    void navigate(buildPath("reserve_checkout", { cafe_link: link }));
  };

  return (
    <div className="product-page service-page" data-testid="service-page">
      <ProductMedia image={product.image} backLabel={t("back")} onBack={goBack} />
      <main className="product-page__body">
        {category && (
          <p className="service-page__category">
            <bdi>{categoryName(category, locale)}</bdi>
          </p>
        )}
        <h1 className="product-page__name">
          <bdi>{productName(product, locale)}</bdi>
        </h1>
        <p className="product-page__meta">
          <span className="product-page__price" data-testid="service-price">
            {price === 0 ? t("menu.free") : formatMoney(price, currency, locale)}
          </span>
        </p>
        <ProductDescription text={productDescription(product, locale)} />
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
        <section className="service-page__block" aria-labelledby="persons-title">
          <h2 id="persons-title" className="service-page__title">
            {t("service.persons")}
          </h2>
          <QuantityStepper
            value={persons}
            min={1}
            max={maxPersons}
            onChange={(n) => {
              setPersons(n);
              setSlot(null);
            }}
            decreaseLabel={t("service.persons_less")}
            increaseLabel={t("service.persons_more")}
            valueLabel={t("service.persons_value", { count: persons })}
          />
        </section>
        <section className="service-page__block" aria-labelledby="date-title">
          <h2 id="date-title" className="service-page__title">
            {t("service.date")}
          </h2>
          <ReserveCalendar weeks={weeks} value={date} onChange={handleDate} />
        </section>
        <section className="service-page__block" aria-labelledby="time-title">
          <h2 id="time-title" className="service-page__title">
            {t("service.time")}
          </h2>
          <TimeSlots
            slots={slots.slots}
            status={slots.status}
            persons={persons}
            timeZone={cafe.timezone}
            value={slot}
            onChange={setSlot}
          />
        </section>
      </main>
      <div className="product-page__bar">
        <button
          type="button"
          className="btn btn--primary btn--block"
          disabled={!slot || !isSlotOpen || isStopped}
          onClick={handleReserve}
          data-testid="reserve-button"
        >
          {isStopped
            ? t("menu.unavailable")
            : slot && isSlotOpen
              ? t("service.reserve")
              : t("service.pick_slot")}
        </button>
      </div>
    </div>
  );
}
