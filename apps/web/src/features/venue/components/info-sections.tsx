import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { Venue } from "@tablewise/domain/contract/venue";
import { isHttpsVenueUrl } from "@tablewise/domain/contract/venue-import";
import { Icon } from "../../../ui/icon";
import { useToast } from "../../../ui/toast";
import "../../../ui/button.css";
import "../../../ui/card.css";
import "./info-sections.css";

// SPEC §2: About only when there is a description.
export function AboutSection({ description }: { description: string }) {
  const { t } = useTranslation();
  if (!description.trim()) return null;
  return (
    <section className="card" aria-labelledby="about-title">
      <h2 id="about-title" className="card__title">
        {t("home.about")}
      </h2>
      <p className="about__text" dir="auto">
        {description}
      </p>
    </section>
  );
}

// The server refuses social links that are not https on every write; the same check here keeps a
// javascript: or data: link out of the page whatever the stored data says.
const safeLink = (url: string | undefined) => (url && isHttpsVenueUrl(url) ? url : undefined);

export function SocialsSection({ social }: { social: Venue["social"] }) {
  const { t } = useTranslation();
  const links = [
    { key: "instagram", href: safeLink(social.instagram), label: "Instagram", icon: "instagram" as const },
    { key: "facebook", href: safeLink(social.facebook), label: "Facebook", icon: "facebook" as const },
  ].filter((l) => l.href);
  if (links.length === 0) return null;
  return (
    <section className="card" aria-labelledby="socials-title">
      <h2 id="socials-title" className="card__title">
        {t("home.socials")}
      </h2>
      <div className="socials">
        {links.map((link) => (
          <a
            key={link.key}
            className={`btn btn--outline socials__link socials__link--${link.key}`}
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name={link.icon} size={20} />
            {link.label}
          </a>
        ))}
      </div>
    </section>
  );
}

function ContactRow({
  icon,
  label,
  value,
  action,
}: {
  icon: "phone" | "mail" | "globe";
  label: string;
  value: string;
  action: ReactNode;
}) {
  return (
    <li className="contact">
      <span className="contact__icon" aria-hidden="true">
        <Icon name={icon} size={20} />
      </span>
      <span className="contact__text">
        <span className="contact__label">{label}</span>
        <bdi className="contact__value">{value}</bdi>
      </span>
      {action}
    </li>
  );
}

const hostOf = (url: string) => url.replace(/^https?:\/\//, "").replace(/\/$/, "");

export function ContactsSection({ venue }: { venue: Venue }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { contact_phone: phone, contact_email: email } = venue;
  const website = safeLink(venue.social.website);
  if (!phone && !email && !website) return null;
  const handleCopy = (text: string) => {
    navigator.clipboard
      .writeText(text)
      .then(() => toast(t("home.copied")))
      .catch(() => toast(t("home.copyFailed")));
  };
  return (
    <section className="card" aria-labelledby="contacts-title">
      <h2 id="contacts-title" className="card__title">
        {t("home.contacts")}
      </h2>
      <ul className="contacts">
        {phone && (
          <ContactRow
            icon="phone"
            label={t("home.phone")}
            value={phone}
            action={
              <a className="btn btn--soft" href={`tel:${phone.replace(/[^\d+]/g, "")}`}>
                {t("home.call")}
              </a>
            }
          />
        )}
        {email && (
          <ContactRow
            icon="mail"
            label={t("home.email")}
            value={email}
            action={
              <button type="button" className="btn btn--soft" onClick={() => handleCopy(email)}>
                {t("home.copy")}
              </button>
            }
          />
        )}
        {website && (
          <ContactRow
            icon="globe"
            label={t("home.website")}
            value={hostOf(website)}
            action={
              <a className="btn btn--soft" href={website} target="_blank" rel="noopener noreferrer">
                {t("home.visit")}
              </a>
            }
          />
        )}
      </ul>
    </section>
  );
}
