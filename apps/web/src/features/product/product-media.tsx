import { Icon } from "../../ui/icon";
import "./product-page.css";

type ProductMediaProps = { image?: string; backLabel: string; onBack: () => void };

// The top of a product or service page: its picture (a plain panel without one) with the back button
// over it.
export function ProductMedia({ image, backLabel, onBack }: ProductMediaProps) {
  return (
    <div className="product-page__media">
      {image ? (
        <img className="product-page__image" src={image} alt="" width={390} height={292} />
      ) : (
        <span className="product-page__image product-page__image--empty" aria-hidden="true" />
      )}
      <button
        type="button"
        className="icon-btn product-page__back"
        onClick={onBack}
        aria-label={backLabel}
        data-testid="back-button"
      >
        <Icon name="back" size={22} className="flip-rtl" />
      </button>
    </div>
  );
}
