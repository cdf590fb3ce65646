import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { SetupDocument } from "@tablewise/domain/contract/setup";
import type { Venue } from "@tablewise/domain/contract/venue";
import { isManager, useMe } from "../session/use-me";
import { DataSection } from "./data-section";
import { SectionForm, type Edit } from "./section-form";
import { getSetup, saveVenue, setupQueryKey } from "./setup-api";
import {
  AddressFields,
  ContactFields,
  InfoFields,
  LegalFields,
  ScheduleFields,
  SectionNameFields,
  SocialFields,
  TipsFields,
} from "./venue-sections";
import {
  DeliveryFields,
  ModeFields,
  PayFields,
  ReservationFields,
  TakeawayFields,
} from "./ordering-sections";
import { TimingsSection } from "../floor/timings-section";
import { FiscalSection } from "../fiscal/fiscal-section";
import { PosSection } from "../pos/pos-section";
import "./setup-venue.css";
import { WebhooksNavLink } from "../webhooks/webhooks-nav-link";

type SectionId =
  | "info"
  | "contacts"
  | "socials"
  | "legal"
  | "address"
  | "schedule"
  | "modes"
  | "pay"
  | "delivery"
  | "takeaway"
  | "reservations"
  | "tips"
  | "sections";
type SectionSpec = {
  id: SectionId;
  paths: readonly string[];
  render: (draft: Venue, edit: Edit, doc: SetupDocument) => ReactNode;
};

// Each section and the venue paths it saves (the rest of the venue goes back as last saved).
export const settingsSections: readonly SectionSpec[] = [
  {
    id: "info",
    paths: ["name", "description", "price_level", "image"],
    render: (d, e) => <InfoFields draft={d} edit={e} />,
  },
  {
    id: "contacts",
    paths: ["contact_phone", "contact_email"],
    render: (d, e) => <ContactFields draft={d} edit={e} />,
  },
  { id: "socials", paths: ["social", "review_url"], render: (d, e) => <SocialFields draft={d} edit={e} /> },
  { id: "legal", paths: ["legal"], render: (d, e) => <LegalFields draft={d} edit={e} /> },
  {
    id: "address",
    paths: ["address", "address_location"],
    render: (d, e) => <AddressFields draft={d} edit={e} />,
  },
  { id: "schedule", paths: ["schedule"], render: (d, e) => <ScheduleFields draft={d} edit={e} /> },
  { id: "modes", paths: ["modes", "reserve.enabled"], render: (d, e) => <ModeFields draft={d} edit={e} /> },
  {
    id: "pay",
    paths: ["pay_methods"],
    render: (d, e, doc) => <PayFields draft={d} edit={e} gateway={doc.payment_gateway !== null} />,
  },
  {
    id: "delivery",
    paths: ["delivery"],
    render: (d, e, doc) => <DeliveryFields draft={d} edit={e} gateway={doc.payment_gateway !== null} />,
  },
  {
    id: "takeaway",
    paths: ["preorder"],
    render: (d, e, doc) => <TakeawayFields draft={d} edit={e} gateway={doc.payment_gateway !== null} />,
  },
  { id: "reservations", paths: ["reserve"], render: (d, e) => <ReservationFields draft={d} edit={e} /> },
  {
    id: "tips",
    paths: ["tips"],
    render: (d, e, doc) => (
      <TipsFields draft={d} edit={e} media={{ venueId: d._id, maxBytes: doc.image_max_bytes }} />
    ),
  },
  { id: "sections", paths: ["sections"], render: (d, e) => <SectionNameFields draft={d} edit={e} /> },
];

// The venue's settings on one page, a side index to its sections, each saved on its own.
export function VenueSettingsPage() {
  const { t } = useTranslation("setup-venue");
  const { t: tFloor } = useTranslation("floor");
  const me = useMe();
  const client = useQueryClient();
  const venueId = me.venue._id;
  const manager = isManager(me);
  const setup = useQuery({
    queryKey: setupQueryKey(venueId),
    queryFn: ({ signal }) => getSetup(venueId, signal),
    enabled: manager,
    refetchOnWindowFocus: false,
  });
  // A reload after a version conflict starts every section again from what is stored now.
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    document.title = `${t("title")} · ${me.venue.name}`;
  }, [t, me.venue.name]);
  // The side index links are in-page anchors; a hash on arrival scrolls to its section once loaded.
  const loaded = setup.data !== undefined;
  useEffect(() => {
    if (!loaded || !window.location.hash) return;
    document.getElementById(window.location.hash.slice(1))?.scrollIntoView?.();
  }, [loaded]);

  if (!manager)
    return (
      <main className="page">
        <h1>{t("title")}</h1>
        <p>{t("errors.role")}</p>
      </main>
    );
  const doc = setup.data;
  const reload = () => {
    void setup.refetch().then(() => setGeneration((g) => g + 1));
  };
  const save = async (venue: Venue) => {
    const current = client.getQueryData<SetupDocument>(setupQueryKey(venueId)) ?? doc!;
    const result = await saveVenue(venueId, venue, current.venue_version);
    client.setQueryData<SetupDocument>(setupQueryKey(venueId), (old) =>
      old ? { ...old, venue: result.venue, venue_version: result.version } : old,
    );
    return result;
  };
  return (
    <main className="page sv-page">
      <div className="page__head">
        <h1>{t("title")}</h1>
        <Link className="btn btn--ghost" to="/console/setup/changes">
          {t("nav.changes")}
        </Link>
        {/* Reached from Settings, not the top bar: one more top-level link wrapped the laptop's bar to
            a third row, and the sticky bar then covered the fields under it. */}
        <WebhooksNavLink />
      </div>
      {setup.isError && (
        <div className="banner banner--error" role="alert">
          <span>{t("errors.load")}</span>{" "}
          <button type="button" className="btn" onClick={() => void setup.refetch()}>
            {t("form.retry")}
          </button>
        </div>
      )}
      {setup.isPending && <p aria-busy="true">{t("loading")}</p>}
      {doc && (
        <div className="sv-layout">
          <nav className="sv-index" aria-label={t("nav.index")}>
            <ul>
              {settingsSections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`}>{t(`sections.${s.id}`)}</a>
                </li>
              ))}
              <li>
                <a href="#floor-alerts">{tFloor("timings.title")}</a>
              </li>
              <li>
                <a href="#data">{t("sections.data")}</a>
              </li>
            </ul>
          </nav>
          <div className="sv-sections">
            {settingsSections.map((s) => (
              <SectionForm
                key={`${s.id}-${generation}`}
                id={s.id}
                title={t(`sections.${s.id}`)}
                paths={s.paths}
                saved={doc.venue}
                save={save}
                onReload={reload}
              >
                {(draft, edit) => s.render(draft, edit, doc)}
              </SectionForm>
            ))}
            <TimingsSection venueId={venueId} />
            <FiscalSection venueId={venueId} />
            <PosSection venueId={venueId} />
            <DataSection doc={doc} onImported={reload} />
          </div>
        </div>
      )}
    </main>
  );
}
