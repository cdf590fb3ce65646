import { useRef, useState, type PointerEvent } from "react";
import { Icon } from "../../ui/icon";

// SPEC §5: the 48 px handle fires the payment when dragged beyond about 1.3 handle widths of the
// track end, i.e. when what is left between the handle and the end is under 1.3 × 48 − 48 px.
export const handlePx = 48;
export function firesAt(offset: number, trackPx: number): boolean {
  return trackPx - handlePx - offset <= handlePx * 1.3 - handlePx;
}

type SlideToPayProps = {
  label: string;
  isDisabled: boolean;
  isBusy: boolean;
  onConfirm: () => void;
};

// Slide-to-pay with a button inside: dragging the handle to the end pays, and so does activating the
// control with a tap, Enter or Space, so nobody needs to drag (WCAG 2.5.7 dragging movements).
export function SlideToPay({ label, isDisabled, isBusy, onConfirm }: SlideToPayProps) {
  const track = useRef<HTMLButtonElement>(null);
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const sign = () => (document.dir === "rtl" ? -1 : 1);
  const isOff = isDisabled || isBusy;

  const handleDown = (e: PointerEvent<HTMLSpanElement>) => {
    if (isOff) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    start.current = e.clientX;
  };
  const handleMove = (e: PointerEvent<HTMLSpanElement>) => {
    if (start.current === null || !track.current) return;
    const max = track.current.clientWidth - handlePx;
    setOffset(Math.min(max, Math.max(0, (e.clientX - start.current) * sign())));
  };
  const handleUp = () => {
    if (start.current === null || !track.current) return;
    start.current = null;
    const fire = firesAt(offset, track.current.clientWidth);
    setOffset(0);
    if (fire) onConfirm();
  };

  return (
    <button
      ref={track}
      type="button"
      className="slide-to-pay"
      onClick={(e) => {
        // A click that ends a drag is not a second payment.
        if (e.detail === 0 || offset === 0) onConfirm();
      }}
      disabled={isOff}
      aria-busy={isBusy}
      data-testid="slide-to-pay"
    >
      <span
        className="slide-to-pay__handle"
        style={{ transform: `translateX(${offset * sign()}px)` }}
        onPointerDown={handleDown}
        onPointerMove={handleMove}
        onPointerUp={handleUp}
        onPointerCancel={() => {
          start.current = null;
          setOffset(0);
        }}
        onClick={(e) => e.stopPropagation()}
        aria-hidden="true"
        data-testid="slide-handle"
      >
        {isBusy ? (
          <span className="spinner spinner--small" />
        ) : (
          <Icon name="chevron" size={22} className="flip-rtl" />
        )}
      </span>
      <span className="slide-to-pay__label">{label}</span>
    </button>
  );
}
