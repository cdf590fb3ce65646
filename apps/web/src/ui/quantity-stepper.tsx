import { Icon } from "./icon";
import "./quantity-stepper.css";

type QuantityStepperProps = {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  decreaseLabel: string;
  increaseLabel: string;
  valueLabel: string;
  // The cart's stepper may go below min: minus at 1 removes the item (SPEC §4).
  canDecreaseAtMin?: boolean;
  isDisabled?: boolean;
};

// A − value + control with 44 px targets; the value is announced when it changes.
export function QuantityStepper(props: QuantityStepperProps) {
  const {
    value,
    min,
    max,
    onChange,
    decreaseLabel,
    increaseLabel,
    valueLabel,
    canDecreaseAtMin,
    isDisabled,
  } = props;
  return (
    <div className="stepper" data-testid="quantity-stepper">
      <button
        type="button"
        className="stepper__btn"
        onClick={() => onChange(value - 1)}
        disabled={isDisabled || (value <= min && !canDecreaseAtMin)}
        aria-label={decreaseLabel}
        data-testid="quantity-decrease"
      >
        <Icon name="minus" size={18} />
      </button>
      <output
        className="stepper__value"
        aria-live="polite"
        aria-label={valueLabel}
        data-testid="quantity-value"
      >
        {value}
      </output>
      <button
        type="button"
        className="stepper__btn"
        onClick={() => onChange(value + 1)}
        disabled={isDisabled || value >= max}
        aria-label={increaseLabel}
        data-testid="quantity-increase"
      >
        <Icon name="plus" size={18} />
      </button>
    </div>
  );
}
