import { useEffect, useMemo, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { autoOpensOnlyMenu } from "@tablewise/domain/rules/venue-mode";
import { useNow } from "../../lib/use-now";
import { Icon } from "../../ui/icon";
import { LanguageButton } from "../language/language-button";
import { ScanCodeBlock } from "../scan-code/scan-code-block";
import { useMenuSession } from "../session/session-context";
import { markMenuOpened, wasMenuOpened } from "./lobby-auto-open";
import { lobbyLanguageChoices } from "./lobby-languages";
import { MenuCard } from "./menu-card";
import { TipCards } from "./tip-cards";
import "./lobby-page.css";

// SPEC §2 Menu lobby: search box, menus, personal-tips cards, the scan-code block in preview mode and
// the language picker with the lobby's choices. A shell adds its own blocks (eat-in: call waiter,
// the order's status bar) through `extra`.
export function LobbyPage({ extra, tipTo }: { extra?: ReactNode; tipTo?: string }) {
  const { t, i18n } = useTranslation("menu");
  const { cafe, menus, mode, cart, paths, country } = useMenuSession();
  const navigate = useNavigate();
  const now = useNow(60_000);
  const choices = useMemo(
    () => lobbyLanguageChoices(menus, navigator.languages ?? [], cafe.ui_settings.locale_override, country),
    [menus, cafe.ui_settings.locale_override, country],
  );

  // SPEC §2: exactly one menu and only one active system: the menu opens by itself the first time
  // (lobby-auto-open.ts); Back then returns to this lobby.
  const onlyMenu = autoOpensOnlyMenu(menus.length, cafe.modes, mode === "inside") ? menus[0] : undefined;
  useEffect(() => {
    if (!onlyMenu || wasMenuOpened(cafe._id)) return;
    markMenuOpened(cafe._id);
    void navigate(paths.menu(onlyMenu._id));
  }, [onlyMenu, cafe._id, paths, navigate]);

  useEffect(() => {
    document.title = `${cafe.name} · ${t("lobby.title")}`;
  }, [cafe.name, t]);

  return (
    <main className="lobby" data-testid="lobby-page">
      <header className="lobby__header">
        {cafe.image ? (
          <img className="lobby__logo" src={cafe.image} alt="" width={48} height={48} />
        ) : (
          <span className="lobby__logo lobby__logo--empty" aria-hidden="true">
            {cafe.name.slice(0, 1)}
          </span>
        )}
        <div className="lobby__titles">
          <p className="lobby__venue">{cafe.name}</p>
          <h1 className="lobby__title">{t("lobby.title")}</h1>
        </div>
        <LanguageButton choices={choices} />
      </header>

      <Link to={paths.search} className="lobby__search" data-testid="lobby-search">
        <Icon name="search" size={20} />
        <span>{t("lobby.search")}</span>
      </Link>

      <section className="lobby__section" aria-labelledby="lobby-menus">
        <h2 id="lobby-menus" className="lobby__heading">
          {t("lobby.menus")}
        </h2>
        <ul className="lobby__menus">
          {menus.map((menu) => (
            <li key={menu._id}>
              <MenuCard menu={menu} to={paths.menu(menu._id)} now={now} locale={i18n.language} />
            </li>
          ))}
        </ul>
      </section>

      {extra}
      {/* A browse-only venue has no tables to scan. */}
      {mode === "preview" && cafe.modes.inside && cafe.has_real_inside && (
        <ScanCodeBlock cartId={cart.items.length > 0 ? cart._id : undefined} />
      )}
      {cafe.tips.enabled && cafe.tips.waiters.length > 0 && (
        <TipCards waiters={cafe.tips.waiters} tipTo={tipTo} />
      )}
    </main>
  );
}
