import { useRef, useState, type PointerEvent } from "react";
import { useTranslation } from "react-i18next";
import { BottomSheet } from "../../ui/bottom-sheet";
import { Icon } from "../../ui/icon";
import "../../ui/spinner.css";
import "./payment.css";

// SPEC §5: the 48 px handle fires the payment when dragged beyond about 1.3 handle widths of the
// track end, i.e. when what is left between the handle and the end is under 1.3 × 48 − 48 px.
export const handlePx = 48;
export function firesAt(offset: number, trackPx: number): boolean {
  return trackPx - handlePx - offset <= handlePx * 1.3 - handlePx;
}

type SlideToPayProps = {
  label: string;
  // What the confirmation says is charged, e.g. "Cash · 250 ₴".
  summary?: string;
  isDisabled: boolean;
  isBusy: boolean;
  onConfirm: () => void;
};

// What a tap, Enter or Space on the control does. It never pays by itself: it opens the
// confirmation, the single-pointer alternative to dragging (WCAG 2.2 2.5.7).
export const activationOf = (detail: number, dragged: boolean): "confirm-sheet" | "none" =>
  dragged && detail !== 0 ? "none" : "confirm-sheet";

// Slide-to-pay with a button inside: dragging the handle beyond the threshold pays (SPEC §5); a tap,
// Enter or Space opens a confirmation sheet that pays only with its own button.
export function SlideToPay({ label, summary, isDisabled, isBusy, onConfirm }: SlideToPayProps) {
  const { t } = useTranslation("order");
  const [isConfirming, setConfirming] = useState(false);
  const dragged = useRef(false);
  const track = useRef<HTMLButtonElement>(null);
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const sign = () => (document.dir === "rtl" ? -1 : 1);
  const isOff = isDisabled || isBusy;

  const handleDown = (e: PointerEvent<HTMLSpanElement>) => {
    if (isOff) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    start.current = e.clientX;
    dragged.current = false;
  };
  const handleMove = (e: PointerEvent<HTMLSpanElement>) => {
    if (start.current === null || !track.current) return;
    const max = track.current.clientWidth - handlePx;
    if (Math.abs(e.clientX - start.current) > 4) dragged.current = true;
    setOffset(Math.min(max, Math.max(0, (e.clientX - start.current) * sign())));
  };
  const handleUp = () => {
    if (start.current === null || !track.current) return;
    start.current = null;
    const fire = firesAt(offset, track.current.clientWidth);
    setOffset(0);
    // The click that may follow this drag comes in the same task; a later tap is a tap again.
    window.setTimeout(() => (dragged.current = false), 0);
    if (fire) onConfirm();
  };

  return (
    <>
      <button
        ref={track}
        type="button"
        className="slide-to-pay"
        onClick={(e) => {
          // A click that ends a drag is neither a payment nor a confirmation.
          const wasDragged = dragged.current;
          dragged.current = false;
          if (activationOf(e.detail, wasDragged) === "confirm-sheet") setConfirming(true);
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
      {isConfirming && (
        <BottomSheet
          title={t("pay.confirm_title")}
          onClose={() => setConfirming(false)}
          closeLabel={t("close")}
          testId="pay-confirm-sheet"
        >
          <p className="pay-confirm__total">{summary ?? label}</p>
          <button
            type="button"
            className="btn btn--primary btn--block"
            data-testid="pay-confirm"
            onClick={() => {
              setConfirming(false);
              onConfirm();
            }}
          >
            {t("pay.confirm_action")}
          </button>
          <button
            type="button"
            className="btn btn--block pay-confirm__cancel"
            data-testid="pay-confirm-cancel"
            onClick={() => setConfirming(false)}
          >
            {t("pay.confirm_cancel")}
          </button>
        </BottomSheet>
      )}
    </>
  );
}
