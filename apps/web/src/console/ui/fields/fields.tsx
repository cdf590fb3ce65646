import { createContext, useContext, useEffect, useId, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FieldErrors } from "../../features/setup-venue/venue-form-rules";

// What a field of a section needs from its section: the errors by path (the form's own checks and the
// server's 400 details) and where to say that a number typed is not one (so the section will not save).
export type SectionFields = {
  errors: FieldErrors;
  setUnreadable: (path: string, unreadable: boolean) => void;
  unreadable: ReadonlySet<string>;
};
export const SectionFieldsContext = createContext<SectionFields>({
  errors: {},
  setUnreadable: () => {},
  unreadable: new Set(),
});

function useFieldError(path: string): string | null {
  const { t } = useTranslation("setup-venue");
  const { errors, unreadable } = useContext(SectionFieldsContext);
  if (unreadable.has(path)) return t("errors.number");
  const problem = errors[path];
  if (!problem) return null;
  return "key" in problem ? t(`errors.${problem.key}`) : t("errors.server", { message: problem.server });
}

type FieldFrame = { path: string; label: string; hint?: string; children: (a11y: FieldA11y) => ReactNode };
type FieldA11y = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

// A label, the control, a hint and the error under it; the control is described by both.
function Frame({ path, label, hint, children }: FieldFrame) {
  const id = useId();
  const error = useFieldError(path);
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className="sv-field" data-path={path}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(described ? { "aria-describedby": described } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className="sv-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      )}
    </div>
  );
}

type TextProps = {
  path: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  type?: "text" | "url" | "tel" | "email" | "time";
  multiline?: boolean;
  required?: boolean;
  ltr?: boolean;
  maxLength?: number;
};

export function TextField({
  path,
  label,
  value,
  onChange,
  hint,
  type = "text",
  multiline,
  required,
  ltr,
  maxLength,
}: TextProps) {
  return (
    <Frame path={path} label={label} hint={hint}>
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
            dir={ltr ? "ltr" : undefined}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </Frame>
  );
}

type NumberProps = {
  path: string;
  label: string;
  value: number;
  onChange: (value: number) => void;
  hint?: string;
  min?: number;
  max?: number;
  step?: number | "any";
  integer?: boolean;
};

// Keeps what is typed as text, and passes a number up only when it reads as one within bounds; else the
// section knows the field is unreadable and will not save.
export function NumberField({
  path,
  label,
  value,
  onChange,
  hint,
  min = 0,
  max,
  step = "any",
  integer,
}: NumberProps) {
  const [text, setText] = useState(String(value));
  const { setUnreadable } = useContext(SectionFieldsContext);
  useEffect(() => {
    setText((current) => (Number(current) === value && current.trim() !== "" ? current : String(value)));
  }, [value]);
  useEffect(() => () => setUnreadable(path, false), [path, setUnreadable]);
  const change = (next: string) => {
    setText(next);
    const n = Number(next.replace(",", "."));
    const ok =
      next.trim() !== "" &&
      Number.isFinite(n) &&
      n >= min &&
      (max === undefined || n <= max) &&
      (!integer || Number.isInteger(n));
    setUnreadable(path, !ok);
    if (ok) onChange(n);
  };
  return (
    <Frame path={path} label={label} hint={hint}>
      {(a11y) => (
        <input
          {...a11y}
          className="field__input sv-number"
          type="text"
          inputMode={integer ? "numeric" : "decimal"}
          data-min={min}
          data-step={step}
          dir="ltr"
          value={text}
          onChange={(e) => change(e.target.value)}
        />
      )}
    </Frame>
  );
}

type CheckProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  reason?: string;
};

// A checkbox with its label as the whole 44 px row; a disabled one says why.
export function CheckField({ label, checked, onChange, disabled, reason }: CheckProps) {
  const id = useId();
  return (
    <div className="sv-check">
      <label className="sv-check__row">
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
        <p id={`${id}-reason`} className="sv-hint">
          {reason}
        </p>
      )}
    </div>
  );
}

type SelectProps<T extends string> = {
  path: string;
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  hint?: string;
};

export function SelectField<T extends string>({
  path,
  label,
  value,
  options,
  onChange,
  hint,
}: SelectProps<T>) {
  return (
    <Frame path={path} label={label} hint={hint}>
      {(a11y) => (
        <select
          {...a11y}
          className="field__input"
          value={value}
          onChange={(e) => onChange(e.target.value as T)}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Frame>
  );
}
