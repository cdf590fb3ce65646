import { useTranslation } from "react-i18next";
import { Link, useMatches, useParams } from "react-router";
import { switchableModes } from "@tablewise/domain/rules/venue-mode";
import { isPreorderMode } from "../../lib/route-paths";
import { writeCartId } from "../session/cart-id-store";
import { useMenuSession } from "../session/session-context";
import { modeSwitchPath } from "./mode-switch-path";

// SPEC §2 header mode switcher (only with more than one mode, never inside). Changing mode replaces the
// route; the new shell loads its own data. Onto the same page of the other mode.
export function ModeSwitcher() {
  const { t } = useTranslation("menu");
  const { cafe, mode, paths, cart } = useMenuSession();
  const params = useParams();
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  // The route table's handle names the screen (app/route-handle.ts).
  const routeName = (leaf?.handle as { name?: string } | undefined)?.name;
  return (
    <nav className="mode-switcher" aria-label={t("menu.mode_switcher")} data-testid="mode-switcher">
      {switchableModes(cafe.modes).map((m) => {
        if (!paths.modeLobby(m)) return null;
        const to = modeSwitchPath(m, cafe.link, routeName, params) ?? paths.modeLobby(m)!;
        return (
          <Link
            key={m}
            to={to}
            replace
            className="mode-switcher__mode"
            aria-current={m === mode ? "page" : undefined}
            // Between delivery and takeaway the cart goes along, as from the cart's switch.
            onClick={() => {
              if (m !== mode && isPreorderMode(mode) && isPreorderMode(m))
                writeCartId(cafe.link, m, cart._id);
            }}
          >
            {t(`menu.modes.${m}`)}
          </Link>
        );
      })}
    </nav>
  );
}
