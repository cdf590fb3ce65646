import { useId } from "react";
import "./fields.css";

type Props = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  reason?: string;
};

// A checkbox with its label as the whole 44 px row; a disabled one says why.
export function CheckField({ label, checked, onChange, disabled, reason }: Props) {
  const id = useId();
  return (
    <div className="cf-check">
      <label className="cf-check__row">
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={reason ? `${id}-reason` : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>{label}</span>
      </label>
      {reason && (
        <p id={`${id}-reason`} className="cf-hint">
          {reason}
        </p>
      )}
    </div>
  );
}
