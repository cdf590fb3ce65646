import { useId, type ReactNode } from "react";
import { useFieldMessages } from "./field-context";
import "./fields.css";

export type FieldA11y = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };
type Props = {
  path: string;
  label: string;
  hint?: string;
  // A label only screen readers hear (a row of a list whose position names it).
  hiddenLabel?: boolean;
  className?: string;
  children: (a11y: FieldA11y) => ReactNode;
};

// A label, the control, a hint and the error under it; the control is described by both, so a screen
// reader says what is wrong when it lands on the field.
export function FieldFrame({ path, label, hint, hiddenLabel, className, children }: Props) {
  const id = useId();
  const error = useFieldMessages().messageAt(path);
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return (
    <div className={className ? `cf-field ${className}` : "cf-field"} data-path={path}>
      <label className={hiddenLabel ? "visually-hidden" : "field__label"} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        ...(error ? { "aria-invalid": true as const } : {}),
        ...(described ? { "aria-describedby": described } : {}),
      })}
      {hint && (
        <p id={`${id}-hint`} className="cf-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="cf-error">
          {error}
        </p>
      )}
    </div>
  );
}
