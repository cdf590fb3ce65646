import { useContext, useEffect } from "react";
import { useParams } from "react-router";
import { errorCodeOf, isNotFound } from "../../../lib/api-client";
import { ErrorModal } from "../../../ui/error-modal";
import { PageLoader } from "../../../ui/page-loader";
import { LanguageButton } from "../../language/language-button";
import { useNavbarBadges } from "../../session/order-badges";
import { SessionContext } from "../../session/session-context";
import { SessionNavbar } from "../../session/session-navbar";
import { useHomepage } from "../hooks/use-homepage";
import { useVenueMode } from "../hooks/use-venue-mode";
import { AddressSection } from "./address-section";
import { CallReserveRow } from "./call-reserve-row";
import { HomeNavbar } from "./home-navbar";
import { AboutSection, ContactsSection, SocialsSection } from "./info-sections";
import { LegalSection } from "./legal-section";
import { ScheduleCard } from "./schedule-card";
import { VenueHero } from "./venue-hero";
import "./home-page.css";

// SPEC §2 "Home page" at /{cafe_link}, and the Home tab of every ordering shell: inside
// /inside/{code}/home the URL has no cafe_link, so the shell's venue gives it, and the navbar stays the
// shell's own (Home, its lobby, its orders).
export function HomePage() {
  const params = useParams();
  const session = useContext(SessionContext);
  const link = session?.cafe.link ?? params.cafe_link ?? "";
  const state = useHomepage(link);
  const data = state.status === "ready" ? state.data : null;
  const mode = useVenueMode(link, data?.cafe.modes ?? null);
  const badges = useNavbarBadges();
  useEffect(() => {
    if (data) document.title = data.cafe.name;
  }, [data]);

  if (state.status === "loading") return <PageLoader />;
  if (state.status === "error") {
    // SPEC §8: home load failures show the error modal with the error as code.
    return (
      <ErrorModal type={isNotFound(state.error) ? "not_found" : "generic"} code={errorCodeOf(state.error)} />
    );
  }
  const { cafe, menus } = state.data;
  return (
    <div className="home" data-testid="home-page">
      <header className="home-top">
        <div className="home-top__actions">
          <LanguageButton />
        </div>
      </header>
      <main className="home__main">
        <VenueHero venue={cafe} />
        <CallReserveRow venue={cafe} link={cafe.link} />
        <div className="home__sections">
          <ScheduleCard venue={cafe} />
          <AboutSection description={cafe.description} />
          <SocialsSection social={cafe.social} />
          <ContactsSection venue={cafe} />
          <AddressSection venue={cafe} />
          <LegalSection venueId={cafe._id} menus={menus} legal={cafe.legal} />
        </div>
      </main>
      {session ? (
        <SessionNavbar active="home" />
      ) : (
        <HomeNavbar
          link={link}
          modes={cafe.modes}
          mode={mode}
          hasMenuBadge={badges.menu}
          hasOrdersBadge={badges.orders}
        />
      )}
    </div>
  );
}
