import { useId } from "react";
import { useTranslation } from "react-i18next";
import { QuantityStepper } from "../../ui/quantity-stepper";
import { maxUtensils, minUtensils, useCartNote } from "./use-cart-note";

// SPEC §2 cart comment, with the utensils switch and a counter 1..50 (SPEC §5/§9).
export function CartNoteFields({ cartId }: { cartId: string }) {
  const { t } = useTranslation("cart");
  const note = useCartNote(cartId);
  const commentId = useId();
  return (
    <section className="cart-note" aria-label={t("note.section")}>
      <label htmlFor={commentId} className="cart-note__label">
        {t("note.comment")}
      </label>
      <textarea
        id={commentId}
        className="cart-note__comment"
        value={note.comment}
        maxLength={500}
        rows={2}
        placeholder={t("note.placeholder")}
        onChange={(e) => note.setComment(e.target.value)}
        data-testid="cart-comment"
      />
      <div className="cart-note__utensils">
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={note.hasUtensils}
            onChange={(e) => note.setHasUtensils(e.target.checked)}
            data-testid="utensils-switch"
          />
          <span className="switch__track" aria-hidden="true" />
          <span>{t("note.utensils")}</span>
        </label>
        {note.hasUtensils && (
          <div data-testid="utensils-count">
            <QuantityStepper
              value={note.utensils}
              min={minUtensils}
              max={maxUtensils}
              onChange={note.setUtensils}
              decreaseLabel={t("note.utensils_less")}
              increaseLabel={t("note.utensils_more")}
              valueLabel={t("note.utensils_count", { count: note.utensils })}
            />
          </div>
        )}
      </div>
    </section>
  );
}
