import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { buildPath, preorderModes, type PreorderMode } from "../../lib/route-paths";
import { writeCartId } from "../session/cart-id-store";
import { useMenuSession } from "../session/session-context";
import { usePreorder } from "./preorder-context";

// SPEC §2 cart: changing mode replaces the route and the shell reloads its data. The cart goes along.
export function CartModeSwitch() {
  const { t } = useTranslation("preorder");
  const navigate = useNavigate();
  const { cafe, cart } = useMenuSession();
  const { mode, link } = usePreorder();
  const offered = preorderModes.filter((m) => (m === "delivery" ? cafe.modes.delivery : cafe.modes.preorder));
  if (offered.length < 2) return null;
  const handleSwitch = (next: PreorderMode) => {
    if (next === mode) return;
    writeCartId(link, next, cart._id);
    void navigate(buildPath("preorder_cart", { cafe_link: link, mode: next }), { replace: true });
  };
  return (
    <div
      className="mode-switch"
      role="radiogroup"
      aria-label={t("mode.label")}
      data-testid="cart-mode-switch"
    >
      {offered.map((m) => (
        <label key={m} className="mode-switch__option">
          <input
            type="radio"
            name="cart-mode"
            checked={m === mode}
            onChange={() => handleSwitch(m)}
            data-testid={`cart-mode-${m}`}
          />
          <span>{t(`mode.${m}`)}</span>
        </label>
      ))}
    </div>
  );
}
