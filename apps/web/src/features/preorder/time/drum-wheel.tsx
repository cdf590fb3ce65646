import { useEffect, useId, useRef, type KeyboardEvent } from "react";

export type WheelOption = { value: string; label: string };
type DrumWheelProps = {
  label: string;
  options: readonly WheelOption[];
  value: string | null;
  onChange: (value: string) => void;
  testId: string;
};

// Height of one row; the CSS (.drum__option) uses the same number.
export const rowPx = 44;

// One wheel of the SPEC §2 drum picker: a column that snaps to the middle row, which is the value.
// Scrolling, tapping a row or the arrow keys choose; it is a listbox for assistive technology.
export function DrumWheel({ label, options, value, onChange, testId }: DrumWheelProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const settle = useRef<number | undefined>(undefined);
  const index = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );

  // Bring the chosen row to the middle when the value changes from outside (or on open).
  useEffect(() => {
    const el = ref.current;
    if (!el || Math.round(el.scrollTop / rowPx) === index) return;
    el.scrollTo({ top: index * rowPx });
  }, [index, options]);
  useEffect(() => () => window.clearTimeout(settle.current), []);

  const choose = (i: number, scroll: boolean) => {
    const option = options[Math.min(options.length - 1, Math.max(0, i))];
    if (!option) return;
    if (option.value !== value) onChange(option.value);
    if (scroll) ref.current?.scrollTo({ top: options.indexOf(option) * rowPx, behavior: "smooth" });
  };
  const handleScroll = () => {
    window.clearTimeout(settle.current);
    settle.current = window.setTimeout(() => {
      const el = ref.current;
      if (el) choose(Math.round(el.scrollTop / rowPx), false);
    }, 120);
  };
  const handleKey = (e: KeyboardEvent) => {
    const step = { ArrowDown: 1, ArrowUp: -1, PageDown: 5, PageUp: -5 }[e.key];
    if (step === undefined) return;
    e.preventDefault();
    choose(index + step, true);
  };

  return (
    <div className="drum__wheel">
      <div
        ref={ref}
        className="drum__list"
        role="listbox"
        tabIndex={0}
        aria-label={label}
        aria-activedescendant={options[index] ? `${id}-${index}` : undefined}
        onScroll={handleScroll}
        onKeyDown={handleKey}
        data-testid={testId}
      >
        {options.map((o, i) => (
          <div
            key={o.value}
            id={`${id}-${i}`}
            role="option"
            aria-selected={i === index}
            className="drum__option"
            onClick={() => choose(i, true)}
            data-value={o.value}
          >
            {o.label}
          </div>
        ))}
      </div>
    </div>
  );
}
