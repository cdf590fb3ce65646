import { CartPage } from "../cart/cart-page";
import { LobbyPage } from "../menu/lobby-page";
import { MenuPage } from "../menu/menu-page";
import { StatusCarousel } from "../menu/status-carousel";
import { CallWaiterButton } from "./waiter-call/call-waiter-button";
import { InsideOrderBar } from "./inside-order-bar";
import { buildPath } from "../../lib/route-paths";
import { useInsideTable } from "./inside-context";
import { useOrderSlides } from "./order-slides";
import { isPayable } from "./bill/order-state";

// The shared lobby, menu and cart screens with what eat-in adds: the call-waiter button and the order's
// status bar in the lobby, the order slides beside the cart summary, and the order button in the cart.
export function InsideLobbyPage() {
  const slides = useOrderSlides();
  const { order, code } = useInsideTable();
  // With a bill to pay, the "Thank the team" cards lead to tipping on it.
  const tipTo = order && isPayable(order) ? buildPath("order", { inside_code: code }) : undefined;
  return (
    <LobbyPage
      tipTo={tipTo}
      extra={
        <>
          <section className="lobby__section inside-lobby">
            <CallWaiterButton />
          </section>
          <StatusCarousel slides={slides} />
        </>
      }
    />
  );
}

export function InsideMenuPage() {
  return <MenuPage slides={useOrderSlides()} />;
}

export function InsideCartPage() {
  return <CartPage orderBar={<InsideOrderBar />} />;
}
