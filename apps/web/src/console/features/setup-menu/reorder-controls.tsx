import { useTranslation } from "react-i18next";

// Keyboard and touch reordering ("reorder by drag and keyboard"): two buttons of 44 px
// beside each row; the drag handle is for a mouse. Focus stays on the pressed button after the move so
// a keyboard user can press again; the page announces the new position.
export function ReorderControls({
  name,
  index,
  count,
  onMove,
}: {
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}) {
  const { t } = useTranslation("setup-menu");
  // React moves the row's node to its new place, which drops focus: give it back after the render (to
  // the other button when this one became disabled at an end of the list).
  const press = (e: React.MouseEvent<HTMLButtonElement>, to: number) => {
    const button = e.currentTarget;
    onMove(index, to);
    setTimeout(() => {
      const target = button.disabled
        ? button.parentElement?.querySelector<HTMLButtonElement>("button:not(:disabled)")
        : button;
      target?.focus();
    });
  };
  return (
    <span className="sm-reorder">
      <button
        type="button"
        className="btn btn--ghost sm-icon"
        aria-label={t("reorder.up", { name })}
        disabled={index === 0}
        data-move="up"
        onClick={(e) => press(e, index - 1)}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className="btn btn--ghost sm-icon"
        aria-label={t("reorder.down", { name })}
        disabled={index === count - 1}
        data-move="down"
        onClick={(e) => press(e, index + 1)}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </span>
  );
}

// Native drag and drop for a mouse (HTML5): the row's index travels in dataTransfer.
export function dragProps(index: number, group: string, onMove: (from: number, to: number) => void) {
  return {
    draggable: true,
    onDragStart: (e: React.DragEvent) => {
      e.dataTransfer.effectAllowed = "move";
      e.dataTransfer.setData(`text/x-${group}`, String(index));
    },
    onDragOver: (e: React.DragEvent) => {
      if (e.dataTransfer.types.includes(`text/x-${group}`)) e.preventDefault();
    },
    onDrop: (e: React.DragEvent) => {
      const from = Number(e.dataTransfer.getData(`text/x-${group}`));
      if (Number.isInteger(from)) {
        e.preventDefault();
        onMove(from, index);
      }
    },
  };
}
