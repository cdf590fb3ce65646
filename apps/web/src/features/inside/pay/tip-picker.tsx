import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { Waiter } from "@tablewise/domain/contract/venue";
import { fromMinorUnits, toMinorUnits, type MinorUnits } from "@tablewise/domain/rules/money";
import {
  customTipProblem,
  maxCustomTip,
  tipAmount,
  tipPercents,
  toggleTip,
} from "@tablewise/domain/rules/tips";
import type { TipChoice } from "./use-bill-payment";
import "./tip-picker.css";

// sum and the amounts `money` formats are minor units (the rules compute in them).
type Props = {
  sum: MinorUnits;
  tip: TipChoice;
  onChange: (tip: TipChoice) => void;
  waiters: readonly Waiter[];
  money: (units: MinorUnits) => string;
};

// The guest types a decimal; the rules take minor units. Not a number is refused like a non-positive one,
// an endless one (1e999) as too high.
function typedAmount(text: string): MinorUnits | null {
  if (text.trim() === "") return null;
  const value = Number(text.replace(",", "."));
  if (value === Number.POSITIVE_INFINITY) return Number.MAX_SAFE_INTEGER;
  return Number.isFinite(value) ? toMinorUnits(value) : 0;
}

// The lobby's "Thank the team" cards open the bill with a waiter chosen.
export type TipLocationState = { tipWaiter?: string };

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");

// SPEC §9: the tip as a percentage of the selected sum or a custom amount (at most
// half of it, checked again by the server), and the waiter it goes to, chosen before or after the
// amount, each with photo or initials and role. A section with its own heading (not a fieldset legend,
// which sat on the card's edge).
export function TipPicker({ sum, tip, onChange, waiters, money }: Props) {
  const { t } = useTranslation("order");
  const location = useLocation();
  const headingId = useId();
  const customId = useId();
  const [customText, setCustomText] = useState(tip.custom === null ? "" : String(fromMinorUnits(tip.custom)));
  const preset = (location.state as TipLocationState | null)?.tipWaiter;

  useEffect(() => {
    if (preset && waiters.some((w) => w._id === preset)) onChange({ ...tip, waiterId: preset });
    // Only when arriving from a lobby card.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preset]);

  const max = maxCustomTip(sum);
  const custom = typedAmount(customText);
  const problem = custom === null ? null : customTipProblem(sum, custom);

  const setCustom = (text: string) => {
    setCustomText(text);
    const value = typedAmount(text);
    const valid = value !== null && customTipProblem(sum, value) === null;
    onChange({ ...tip, percent: null, custom: valid ? value : null });
  };

  return (
    <section className="tip-picker" aria-labelledby={headingId} data-testid="tips">
      <h2 id={headingId} className="tip-picker__title">
        {t("pay.tip")}
      </h2>
      {waiters.length > 0 && (
        <div className="tip-picker__waiters" role="radiogroup" aria-label={t("tips.waiter")}>
          {waiters.map((w) => (
            <label key={w._id} className="tip-waiter" data-testid={`tip-waiter-${w._id}`}>
              <input
                type="radio"
                name="tip-waiter"
                className="tip-waiter__input"
                checked={tip.waiterId === w._id}
                onChange={() => onChange({ ...tip, waiterId: w._id })}
              />
              {w.photo ? (
                <img className="tip-waiter__photo" src={w.photo} alt="" width={48} height={48} />
              ) : (
                <span className="tip-waiter__photo tip-waiter__photo--initials" aria-hidden="true">
                  {initials(w.name)}
                </span>
              )}
              <span className="tip-waiter__name">{w.name}</span>
              <span className="tip-waiter__role">{w.role}</span>
            </label>
          ))}
        </div>
      )}
      <div className="tips__row">
        {tipPercents.map((p) => (
          <button
            key={p}
            type="button"
            className="tips__chip"
            aria-pressed={tip.percent === p && tip.custom === null}
            onClick={() => {
              setCustomText("");
              onChange({ ...tip, custom: null, percent: toggleTip(tip.percent, p) });
            }}
            data-testid={`tip-${p}`}
          >
            <span>{p}%</span>
            <span className="tips__amount">{money(tipAmount(sum, p))}</span>
          </button>
        ))}
      </div>
      <div className="tip-picker__custom">
        <label htmlFor={customId}>{t("tips.custom")}</label>
        <input
          id={customId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={customText}
          onChange={(e) => setCustom(e.target.value)}
          aria-invalid={problem !== null}
          aria-describedby={`${customId}-hint`}
          data-testid="tip-custom"
        />
        <p id={`${customId}-hint`} className="tip-picker__hint" role={problem ? "alert" : undefined}>
          {problem === "too_high" || problem === "not_positive"
            ? t(`tips.${problem}`, { max: money(max) })
            : t("tips.custom_hint", { max: money(max) })}
        </p>
      </div>
    </section>
  );
}
