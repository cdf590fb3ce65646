import { lazy, Suspense, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { MenuBrief } from "@tablewise/domain/contract/homepage";
import type { Venue } from "@tablewise/domain/contract/venue";
import { isSafeVenueUrl } from "@tablewise/domain/contract/venue-import";
import { buildPath } from "../../../lib/route-paths";
import { Icon, type IconName } from "../../../ui/icon";
import type { LegalDocument } from "../../legal/legal-sheet";
import { offerLinks } from "../offer-links";
import { loadChunk } from "../../../lib/load-chunk";
import { loadNamespaces } from "../../../i18n/setup";
import "../../../ui/card.css";
import "./legal-section.css";

// The sheet's code and its texts (the "legal" namespace) load together when a document is opened.
const LegalSheet = lazy(() =>
  Promise.all([loadChunk(() => import("../../legal/legal-sheet")), loadNamespaces(["legal"])]).then(
    ([m]) => ({ default: m.LegalSheet }),
  ),
);

function RowContent({ icon, label, viewLabel }: { icon: IconName; label: string; viewLabel: string }) {
  return (
    <>
      <span className="legal-row__icon" aria-hidden="true">
        <Icon name={icon} size={20} />
      </span>
      <span className="legal-row__label">{label}</span>
      <span className="legal-row__view">
        {viewLabel}
        <Icon name="chevronEnd" size={16} className="flip-rtl" />
      </span>
    </>
  );
}

// The venue's own Privacy Policy / Terms of Use (venue.legal.privacy_url, terms_url) replace
// ours when it has them. The server refuses unsafe ones on import and in setup; the same check
// here keeps a javascript: link out of the page whatever the data says.
export function venueLegalUrl(legal: Venue["legal"], doc: LegalDocument): string | undefined {
  const url = doc === "privacy" ? legal.privacy_url : legal.terms_url;
  return url && isSafeVenueUrl(url) ? url : undefined;
}

// SPEC §2 legal rows: Privacy Policy, Cookies, Terms of Use (each with View), then the public offers.
export function LegalSection({
  venueId,
  menus,
  legal,
}: {
  venueId: string;
  menus: readonly MenuBrief[];
  legal: Venue["legal"];
}) {
  const { t } = useTranslation();
  const [document, setDocument] = useState<LegalDocument | null>(null);
  const view = t("common.view");
  const sheetRow = (doc: LegalDocument, icon: IconName, label: string): ReactNode => {
    const own = venueLegalUrl(legal, doc);
    if (own)
      return (
        <li>
          <a
            className="legal-row"
            href={own}
            target="_blank"
            rel="noopener noreferrer"
            data-testid={`legal-${doc}`}
          >
            <RowContent icon={icon} label={label} viewLabel={view} />
            <span className="visually-hidden"> ({t("common.newTab")})</span>
          </a>
        </li>
      );
    return (
      <li>
        <button
          type="button"
          className="legal-row"
          onClick={() => setDocument(doc)}
          aria-haspopup="dialog"
          data-testid={`legal-${doc}`}
        >
          <RowContent icon={icon} label={label} viewLabel={view} />
        </button>
      </li>
    );
  };
  return (
    <section className="card" aria-labelledby="legal-title">
      <h2 id="legal-title" className="card__title">
        {t("home.legal")}
      </h2>
      <ul className="legal-rows">
        {sheetRow("privacy", "shield", t("home.privacy"))}
        <li>
          <Link className="legal-row" to={buildPath("cookies", {})} data-testid="legal-cookies">
            <RowContent icon="cookie" label={t("home.cookies")} viewLabel={view} />
          </Link>
        </li>
        {sheetRow("terms", "document", t("home.terms"))}
        {offerLinks(venueId, menus).map((offer) => (
          <li key={offer.receiverId}>
            <Link className="legal-row" to={offer.to} data-testid={`offer-link-${offer.number}`}>
              <RowContent
                icon="document"
                label={
                  offer.number === 1 ? t("home.offer") : t("home.offerNumbered", { number: offer.number })
                }
                viewLabel={view}
              />
            </Link>
          </li>
        ))}
      </ul>
      {document && (
        <Suspense fallback={null}>
          <LegalSheet document={document} onClose={() => setDocument(null)} />
        </Suspense>
      )}
    </section>
  );
}
