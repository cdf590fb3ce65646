import { useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useFocusTrap } from "./focus-trap";
import "./button.css";
import "./bottom-sheet.css";

type BottomSheetProps = {
  title: ReactNode;
  children: ReactNode;
  // Without onClose the sheet can only be left through its own buttons (error modal).
  onClose?: () => void;
  closeLabel?: string;
  describedBy?: string;
  testId?: string;
  className?: string;
  // Decorative picture above the title (error modal).
  art?: ReactNode;
  // A long text body scrolls, so keyboard users must be able to focus it to scroll (WCAG 2.1.1).
  isDocument?: boolean;
};

// DESIGN.md §4: modals are bottom sheets on a phone (centred on wider screens).
export function BottomSheet({
  title,
  children,
  onClose,
  closeLabel,
  describedBy,
  testId,
  className,
  art,
  isDocument,
}: BottomSheetProps) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, onClose);
  return createPortal(
    <div className="sheet-layer">
      <div className="sheet-scrim" onClick={onClose} aria-hidden="true" />
      <div
        ref={ref}
        className={className ? `sheet ${className}` : "sheet"}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        data-testid={testId}
      >
        <div className="sheet__grip" aria-hidden="true" />
        {art && (
          <div className="sheet__art" aria-hidden="true">
            {art}
          </div>
        )}
        <div className="sheet__head">
          <h2 id={titleId} className="sheet__title">
            {title}
          </h2>
          {onClose && (
            <button type="button" className="icon-btn sheet__close" onClick={onClose} aria-label={closeLabel}>
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          )}
        </div>
        <div className="sheet__body" tabIndex={isDocument ? 0 : undefined}>
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
