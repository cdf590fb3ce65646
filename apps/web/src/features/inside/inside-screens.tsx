import { CartPage } from "../cart/cart-page";
import { LobbyPage } from "../menu/lobby-page";
import { MenuPage } from "../menu/menu-page";
import { StatusCarousel } from "../menu/status-carousel";
import { CallWaiterButton } from "./call-waiter-button";
import { InsideOrderBar } from "./inside-order-bar";
import { useOrderSlides } from "./order-slides";

// The shared lobby, menu and cart screens with what eat-in adds: the call-waiter button and the order's
// status bar in the lobby, the order slides beside the cart summary, and the order button in the cart.
export function InsideLobbyPage() {
  const slides = useOrderSlides();
  return (
    <LobbyPage
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
