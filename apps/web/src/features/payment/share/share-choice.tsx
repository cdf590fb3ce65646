import { useState } from "react";
import { useTranslation } from "react-i18next";
import { QuantityStepper } from "../../../ui/quantity-stepper";
import { parseAmount, type ShareMode } from "./bill-share";
import "./share-choice.css";

type ShareChoiceProps = {
  mode: ShareMode;
  // Items cannot be chosen once the bill is paid by amount (docs/decisions/020-pay-a-share.md).
  canPayItems: boolean;
  // What is left for a share, formatted.
  leftText: string;
  onChange: (mode: ShareMode) => void;
  // What paying "by items" means here: a takeaway order is paid whole instead.
  itemsLabel?: string;
};

const kinds = ["items", "split", "amount", "rest"] as const;
const initial: Record<(typeof kinds)[number], ShareMode> = {
  items: { kind: "items" },
  split: { kind: "split", parts: 2, take: 1 },
  amount: { kind: "amount", minor: null },
  rest: { kind: "rest" },
};

// "How to pay": by items, split evenly between N (2..20) paying k parts, a custom amount, or the rest.
export function ShareChoice({ mode, canPayItems, leftText, onChange, itemsLabel }: ShareChoiceProps) {
  const { t } = useTranslation("order");
  const [amountText, setAmountText] = useState("");
  const offered = kinds.filter((k) => k !== "items" || canPayItems);
  return (
    <section className="share-choice" aria-labelledby="share-title" data-testid="share-choice">
      <h2 id="share-title" className="share-choice__title">
        {t("share.title")}
      </h2>
      <div className="share-choice__kinds" role="radiogroup" aria-labelledby="share-title">
        {offered.map((k) => (
          <label key={k} className="share-choice__kind" data-checked={String(mode.kind === k)}>
            <input
              type="radio"
              name="share-kind"
              checked={mode.kind === k}
              onChange={() => onChange(initial[k])}
              data-testid={`share-${k}`}
            />
            {k === "items" && itemsLabel ? itemsLabel : t(`share.${k}`)}
          </label>
        ))}
      </div>
      {!canPayItems && <p className="share-choice__note">{t("share.by_amount")}</p>}
      {mode.kind !== "items" && (
        <p className="share-choice__left" data-testid="share-left">
          {t("share.left", { left: leftText })}
        </p>
      )}
      {mode.kind === "split" && (
        <div className="share-choice__split">
          <div className="share-choice__row">
            <span>{t("share.people", { count: mode.parts })}</span>
            <QuantityStepper
              value={mode.parts}
              min={2}
              max={20}
              onChange={(parts) => onChange({ kind: "split", parts, take: Math.min(mode.take, parts) })}
              decreaseLabel={t("share.fewer")}
              increaseLabel={t("share.more")}
              valueLabel={t("share.people", { count: mode.parts })}
            />
          </div>
          <div className="share-choice__row">
            <span>{t("share.take", { count: mode.take })}</span>
            <QuantityStepper
              value={mode.take}
              min={1}
              max={mode.parts}
              onChange={(take) => onChange({ ...mode, take })}
              decreaseLabel={t("share.take_less")}
              increaseLabel={t("share.take_more")}
              valueLabel={t("share.take", { count: mode.take })}
            />
          </div>
        </div>
      )}
      {mode.kind === "amount" && (
        <label className="share-choice__amount">
          <span>{t("share.amount_label")}</span>
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            aria-describedby="share-amount-hint"
            onChange={(e) => {
              setAmountText(e.target.value);
              onChange({ kind: "amount", minor: parseAmount(e.target.value) });
            }}
            data-testid="share-amount-input"
          />
          <span id="share-amount-hint" className="share-choice__hint">
            {t("share.amount_hint", { left: leftText })}
          </span>
        </label>
      )}
    </section>
  );
}
