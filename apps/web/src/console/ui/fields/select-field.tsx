import { FieldFrame } from "./field-frame";

type Props<T extends string> = {
  path: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  hint?: string;
  className?: string;
  disabled?: boolean;
};

export function SelectField<T extends string>({
  path,
  label,
  value,
  options,
  onChange,
  hint,
  className,
  disabled,
}: Props<T>) {
  return (
    <FieldFrame path={path} label={label} hint={hint} className={className}>
      {(a11y) => (
        <select
          {...a11y}
          className="field__input"
          value={value}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value as T)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
