import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Venue } from "@tablewise/domain/contract/venue";
import { descriptionPreview } from "@tablewise/domain/rules/description-preview";
import { priceLevel } from "@tablewise/domain/rules/price-level";
import "./venue-hero.css";

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0]?.toLocaleUpperCase() ?? "")
    .join("");
}

// The logo, or the venue's initials when it has none or the image fails.
function VenueAvatar({ name, image }: { name: string; image?: string }) {
  const [isBroken, setBroken] = useState(false);
  return (
    <div className="venue-avatar" data-testid="venue-avatar">
      {image && !isBroken ? (
        <img src={image} alt="" width={88} height={88} decoding="async" onError={() => setBroken(true)} />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </div>
  );
}

// SPEC §2 home header: logo or avatar, name, first five words of the description, price level.
export function VenueHero({ venue }: { venue: Venue }) {
  const { t } = useTranslation();
  const level = priceLevel(venue.price_level);
  const tagline = descriptionPreview(venue.description);
  return (
    <div className="venue-hero">
      <VenueAvatar name={venue.name} image={venue.image} />
      <h1 className="venue-hero__name" dir="auto">
        {venue.name}
      </h1>
      {tagline && (
        <p className="venue-hero__tagline" dir="auto">
          {tagline}
        </p>
      )}
      {level > 0 && (
        <p className="venue-hero__price" data-testid="price-level">
          <span aria-hidden="true">{"$".repeat(level)}</span>
          <span className="visually-hidden">{t("home.priceLevel", { level })}</span>
        </p>
      )}
    </div>
  );
}
