import { LobbyPage } from "../menu/lobby-page";
import { MenuPage } from "../menu/menu-page";
import { StatusCarousel } from "../menu/status-carousel";
import { ClosedNotice } from "./time/closed-notice";
import { ModeCard } from "./mode-card";
import { usePreorderSlides } from "./preorder-slides";

// The shared lobby and menu screens with what delivery and takeaway add: the mode card (estimate,
// closed notice) and the order's status slides.
export function PreorderLobbyPage() {
  const slides = usePreorderSlides();
  return (
    <LobbyPage
      extra={
        <>
          <ModeCard />
          <StatusCarousel slides={slides} />
        </>
      }
    />
  );
}

export function PreorderMenuPage() {
  return (
    <MenuPage
      slides={usePreorderSlides()}
      banner={
        <div className="preorder-menu-banner">
          <ClosedNotice />
        </div>
      }
    />
  );
}
