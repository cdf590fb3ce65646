import { useEffect, useRef, type ReactNode, type SyntheticEvent } from "react";

// The console's one modal (DESIGN.md §6: the native <dialog>): showModal moves focus in, traps it and
// makes the page behind inert; Escape asks the owner to close; focus goes back to what opened it, also
// when the owner unmounts the dialog instead of closing it (the browser restores focus only on close),
// so a keyboard user keeps their place (WCAG 2.4.3).
export function ModalDialog({
  open = true,
  labelledBy,
  describedBy,
  onClose,
  children,
}: {
  open?: boolean;
  labelledBy: string;
  describedBy?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    return () => {
      if (dialog.open) dialog.close();
      const focus = document.activeElement;
      const lost = !focus || focus === document.body || dialog.contains(focus);
      if (lost && opener?.isConnected) opener.focus();
    };
  }, [open]);
  // Escape: the owner decides (its state says whether the dialog is open).
  const handleCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  // Closed by the browser itself (a second Escape in a row skips the cancel event): tell the owner.
  const handleClose = () => {
    if (open) onClose();
  };
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={handleCancel}
      onClose={handleClose}
    >
      {children}
    </dialog>
  );
}
