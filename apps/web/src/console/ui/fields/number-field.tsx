import { useEffect, useState } from "react";
import { useFieldMessages } from "./field-context";
import { FieldFrame } from "./field-frame";

type Props = {
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
// form knows the field is unreadable and will not save.
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
}: Props) {
  const [text, setText] = useState(String(value));
  const { setUnreadable } = useFieldMessages();
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
    <FieldFrame path={path} label={label} hint={hint}>
      {(a11y) => (
        <input
          {...a11y}
          className="field__input"
          type="text"
          inputMode={integer ? "numeric" : "decimal"}
          data-min={min}
          data-step={step}
          dir="ltr"
          value={text}
          onChange={(e) => change(e.target.value)}
        />
      )}
    </FieldFrame>
  );
}
