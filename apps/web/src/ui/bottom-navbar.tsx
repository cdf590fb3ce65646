import { Link } from "react-router";
import { Icon, type IconName } from "./icon";
import "./bottom-navbar.css";

export type NavbarItem = {
  key: string;
  label: string;
  to: string;
  icon: IconName;
  isActive?: boolean;
  hasBadge?: boolean;
};

type BottomNavbarProps = { label: string; badgeLabel: string; items: NavbarItem[] };

// SPEC §2 bottom navbar: Home, Menu, Orders, each with an optional badge dot.
export function BottomNavbar({ label, badgeLabel, items }: BottomNavbarProps) {
  return (
    <nav className="navbar" aria-label={label} data-testid="bottom-navbar">
      <ul className="navbar__list">
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              className="navbar__item"
              aria-current={item.isActive ? "page" : undefined}
              data-testid={`navbar-${item.key}`}
            >
              <span className="navbar__icon">
                <Icon name={item.icon} size={24} />
                {item.hasBadge && <span className="navbar__badge" data-testid={`navbar-${item.key}-badge`} />}
              </span>
              <span className="navbar__label">{item.label}</span>
              {item.hasBadge && <span className="visually-hidden">, {badgeLabel}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
