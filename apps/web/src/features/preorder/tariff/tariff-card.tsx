import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format-money";
import { Icon } from "../../../ui/icon";
import { useMenuSession } from "../../session/session-context";
import { usePreorder } from "../preorder-context";
import { TariffSheet } from "./tariff-sheet";
import type { DeliveryQuote } from "./delivery-fee";
import "../details.css";

// SPEC §2 delivery tariff card: with tariffed delivery, the tariff picked for the address (the modal
// lists the estimate's tariffs), a partner's price, or a free delivery above the threshold.
export function TariffCard({ quote }: { quote: DeliveryQuote }) {
  const { t, i18n } = useTranslation("preorder");
  const { cafe, currency } = useMenuSession();
  const { tariffs, draft, updateDraft } = usePreorder();
  const [isOpen, setOpen] = useState(false);
  if (cafe.delivery.cost_type !== "tariffed" || !draft.address || draft.address.is_reachable === false)
    return null;
  const money = (n: number) => formatMoney(n, currency, i18n.language);
  const canPick = quote.tariffs.length > 0;
  const value =
    tariffs.status === "loading" ? (
      t("tariff.loading")
    ) : tariffs.status === "error" ? (
      t("tariff.failed")
    ) : tariffs.status === "ready" && tariffs.data.type === "partner" ? (
      t("tariff.partner")
    ) : quote.fee === 0 && !quote.selected ? (
      t("tariff.free")
    ) : quote.selected ? (
      <>
        <bdi>{quote.selected.name}</bdi> · <bdi>{money(quote.selected.price)}</bdi>
      </>
    ) : (
      t("tariff.choose")
    );
  return (
    <section className="details-card" aria-labelledby="tariff-title" data-testid="tariff-card">
      <h2 id="tariff-title" className="details-card__title">
        {t("tariff.title")}
      </h2>
      <button
        type="button"
        className="detail-row"
        disabled={!canPick}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-invalid={(canPick && quote.fee === null) || undefined}
        data-testid="tariff-row"
      >
        <span className="detail-row__icon" aria-hidden="true">
          <Icon name="directions" size={20} />
        </span>
        <span className="detail-row__text">
          <span className="detail-row__label">{t("tariff.label")}</span>
          <span className="detail-row__value" data-testid="tariff-value">
            {value}
          </span>
        </span>
        {canPick && <span className="detail-row__action">{quote.selected ? t("change") : t("choose")}</span>}
      </button>
      {isOpen && (
        <TariffSheet
          tariffs={quote.tariffs}
          value={quote.selected?._id ?? null}
          onConfirm={(id) => {
            updateDraft({ tariffId: id });
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </section>
  );
}
