import { FieldFrame } from "./field-frame";

type Props = {
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  hiddenLabel?: boolean;
  className?: string;
  type?: "text" | "url" | "tel" | "email" | "time";
  multiline?: boolean;
  required?: boolean;
  // Logins, links, e-mails and phones read left to right in Arabic too.
  ltr?: boolean;
  maxLength?: number;
  autoComplete?: string;
  inputMode?: "numeric" | "decimal";
  placeholder?: string;
};

export function TextField({
  path,
  label,
  value,
  onChange,
  hint,
  hiddenLabel,
  className,
  type = "text",
  multiline,
  required,
  ltr,
  maxLength,
  autoComplete,
  inputMode,
  placeholder,
}: Props) {
  return (
    <FieldFrame path={path} label={label} hint={hint} hiddenLabel={hiddenLabel} className={className}>
      {(a11y) =>
        multiline ? (
          <textarea
            {...a11y}
            className="field__input"
            rows={3}
            value={value}
            required={required}
            maxLength={maxLength}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...a11y}
            className="field__input"
            type={type}
            value={value}
            required={required}
            maxLength={maxLength}
            autoComplete={autoComplete}
            inputMode={inputMode}
            placeholder={placeholder}
            dir={ltr ? "ltr" : undefined}
            {...(ltr ? { autoCapitalize: "none", spellCheck: false } : {})}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </FieldFrame>
  );
}
