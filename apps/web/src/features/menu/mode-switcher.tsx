import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { switchableModes } from "@tablewise/domain/rules/venue-mode";
import { useMenuSession } from "../session/session-context";

// SPEC §2 header mode switcher (only with more than one mode, never inside). Changing mode replaces the
// route; the new shell loads its own data.
export function ModeSwitcher() {
  const { t } = useTranslation("menu");
  const { cafe, mode, paths } = useMenuSession();
  return (
    <nav className="mode-switcher" aria-label={t("menu.mode_switcher")} data-testid="mode-switcher">
      {switchableModes(cafe.modes).map((m) => {
        const to = paths.modeLobby(m);
        if (!to) return null;
        return (
          <Link
            key={m}
            to={to}
            replace
            className="mode-switcher__mode"
            aria-current={m === mode ? "page" : undefined}
          >
            {t(`menu.modes.${m}`)}
          </Link>
        );
      })}
    </nav>
  );
}
