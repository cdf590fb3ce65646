import { Icon } from "./icon";
import "./button.css";
import "./page-bar.css";

type PageBarProps = { title: string; backLabel: string; onBack?: () => void };

// The top bar of a secondary page: back button and the page title (the page's h1).
export function PageBar({ title, backLabel, onBack }: PageBarProps) {
  return (
    <header className="page-bar">
      {onBack && (
        <button
          type="button"
          className="icon-btn page-bar__back"
          onClick={onBack}
          aria-label={backLabel}
          data-testid="back-button"
        >
          <Icon name="back" size={22} className="flip-rtl" />
        </button>
      )}
      <h1 className="page-bar__title">{title}</h1>
    </header>
  );
}
