import { useTranslation } from "react-i18next";
import { weekdayKeys, type DaySchedule, type Venue } from "@tablewise/domain/contract/venue";
import { CheckField } from "../../ui/fields/check-field";
import { NumberField } from "../../ui/fields/number-field";
import { SelectField } from "../../ui/fields/select-field";
import { TextField } from "../../ui/fields/text-field";
import type { Edit } from "./section-form";
import { newId } from "./venue-draft";
import { ImageField } from "../setup-menu/image-field";

// The venue's settings (SPEC §3 Venue), one component per section. Each gets the
// section's draft and `edit`; the paths each section owns are in settingsSections (venue-settings-page).
type Props = { draft: Venue; edit: Edit };

export function InfoFields({ draft, edit }: Props) {
  const { t } = useTranslation("setup-venue");
  const levels = ["", "$", "$$", "$$$", "$$$$"];
  return (
    <>
      <TextField
        path="name"
        label={t("info.name")}
        value={draft.name}
        required
        maxLength={120}
        onChange={(v) => edit((d) => void (d.name = v))}
      />
      <TextField
        path="description"
        label={t("info.description")}
        value={draft.description}
        multiline
        maxLength={2000}
        onChange={(v) => edit((d) => void (d.description = v))}
      />
      <SelectField
        path="price_level"
        label={t("info.priceLevel")}
        value={draft.price_level}
        options={levels.map((l) => ({ value: l, label: l === "" ? t("info.priceLevelNone") : l }))}
        onChange={(v) => edit((d) => void (d.price_level = v))}
      />
      <TextField
        path="image"
        label={t("info.image")}
        hint={t("info.imageHint")}
        type="url"
        ltr
        value={draft.image ?? ""}
        onChange={(v) => edit((d) => void (d.image = v))}
      />
    </>
  );
}

export function ContactFields({ draft, edit }: Props) {
  const { t } = useTranslation("setup-venue");
  return (
    <>
      <TextField
        path="contact_phone"
        label={t("contacts.phone")}
        hint={t("contacts.phoneHint", { country: draft.country })}
        type="tel"
        ltr
        value={draft.contact_phone ?? ""}
        onChange={(v) => edit((d) => void (d.contact_phone = v))}
      />
      <TextField
        path="contact_email"
        label={t("contacts.email")}
        type="email"
        ltr
        value={draft.contact_email ?? ""}
        onChange={(v) => edit((d) => void (d.contact_email = v))}
      />
    </>
  );
}

export function SocialFields({ draft, edit }: Props) {
  const { t } = useTranslation("setup-venue");
  return (
    <>
      {(["website", "instagram", "facebook"] as const).map((key) => (
        <TextField
          key={key}
          path={`social.${key}`}
          label={t(`socials.${key}`)}
          type="url"
          ltr
          value={draft.social[key] ?? ""}
          onChange={(v) => edit((d) => void (d.social[key] = v))}
        />
      ))}
      {/* Offered to a guest who rated 4 or 5 stars after paying (contract/rating.ts). */}
      <TextField
        path="review_url"
        label={t("socials.review_url")}
        type="url"
        ltr
        value={draft.review_url ?? ""}
        onChange={(v) => edit((d) => void (d.review_url = v))}
      />
    </>
  );
}

export function LegalFields({ draft, edit }: Props) {
  const { t } = useTranslation("setup-venue");
  return (
    <>
      <p className="sv-hint">{t("legal.httpsOnly")}</p>
      {(["privacy_url", "terms_url"] as const).map((key) => (
        <TextField
          key={key}
          path={`legal.${key}`}
          label={t(`legal.${key === "privacy_url" ? "privacy" : "terms"}`)}
          type="url"
          ltr
          value={draft.legal[key] ?? ""}
          onChange={(v) => edit((d) => void (d.legal[key] = v))}
        />
      ))}
    </>
  );
}

// The map point as two numbers and a link that opens it on OpenStreetMap in a new tab, to check it.
export function AddressFields({ draft, edit }: Props) {
  const { t } = useTranslation("setup-venue");
  const { lat, lon } = draft.address_location;
  const mapUrl = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
  return (
    <>
      <TextField
        path="address"
        label={t("address.address")}
        multiline
        value={draft.address}
        onChange={(v) => edit((d) => void (d.address = v))}
      />
      <div className="sv-row">
        <NumberField
          path="address_location.lat"
          label={t("address.lat")}
          min={-90}
          max={90}
          value={lat}
          onChange={(v) => edit((d) => void (d.address_location.lat = v))}
        />
        <NumberField
          path="address_location.lon"
          label={t("address.lon")}
          min={-180}
          max={180}
          value={lon}
          onChange={(v) => edit((d) => void (d.address_location.lon = v))}
        />
      </div>
      <p>
        <a className="btn btn--ghost" href={mapUrl} target="_blank" rel="noopener noreferrer">
          {t("address.checkOnMap")}
        </a>
      </p>
    </>
  );
}

const pad = (n: number) => String(n).padStart(2, "0");
const timeOf = (hour: number, minute: number) => `${pad(hour % 24)}:${pad(minute)}`;
const readTime = (text: string): [number, number] | null => {
  const m = /^(\d{2}):(\d{2})/.exec(text);
  return m ? [Number(m[1]), Number(m[2])] : null;
};

// SPEC §3 schedule: per weekday a workday flag and open/close times; a close before the open runs past
// midnight, and 00:00 as the close is stored as 24:00 (the next midnight, contract/venue.ts).
export function ScheduleFields({ draft, edit }: Props) {
  const { t } = useTranslation("setup-venue");
  return (
    <table className="data-table sv-schedule">
      <thead>
        <tr>
          <th scope="col">{t("schedule.day")}</th>
          <th scope="col">{t("schedule.workday")}</th>
          <th scope="col">{t("schedule.opens")}</th>
          <th scope="col">{t("schedule.closes")}</th>
        </tr>
      </thead>
      <tbody>
        {weekdayKeys.map((day) => {
          const d: DaySchedule = draft.schedule[day];
          const start = d.startHour * 60 + d.startMinute;
          const end = d.endHour * 60 + d.endMinute;
          const pastMidnight = d.workday && end < start;
          const dayName = t(`schedule.days.${day}`);
          return (
            <tr key={day}>
              <th scope="row">{dayName}</th>
              <td>
                <label className="sv-check__row">
                  <input
                    type="checkbox"
                    checked={d.workday}
                    aria-label={t("schedule.workdayOf", { day: dayName })}
                    onChange={(e) => edit((v) => void (v.schedule[day].workday = e.target.checked))}
                  />
                  <span aria-hidden="true">{d.workday ? t("schedule.open") : t("schedule.closed")}</span>
                </label>
              </td>
              <td>
                <input
                  type="time"
                  className="field__input"
                  dir="ltr"
                  disabled={!d.workday}
                  aria-label={t("schedule.opensOf", { day: dayName })}
                  value={timeOf(d.startHour, d.startMinute)}
                  onChange={(e) => {
                    const time = readTime(e.target.value);
                    if (time)
                      edit((v) => void ([v.schedule[day].startHour, v.schedule[day].startMinute] = time));
                  }}
                />
              </td>
              <td>
                <input
                  type="time"
                  className="field__input"
                  dir="ltr"
                  disabled={!d.workday}
                  aria-label={t("schedule.closesOf", { day: dayName })}
                  aria-describedby={pastMidnight ? `past-${day}` : undefined}
                  value={timeOf(d.endHour, d.endMinute)}
                  onChange={(e) => {
                    const time = readTime(e.target.value);
                    if (!time) return;
                    const [h, m] = time[0] === 0 && time[1] === 0 ? [24, 0] : time;
                    edit((v) => void ([v.schedule[day].endHour, v.schedule[day].endMinute] = [h, m]));
                  }}
                />
                {pastMidnight && (
                  <p id={`past-${day}`} className="sv-hint">
                    {t("schedule.pastMidnight")}
                  </p>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

// A waiter's photo is uploaded like a product's (re-encoded, stored by the server).
export function TipsFields({ draft, edit, media }: Props & { media: { venueId: string; maxBytes: number } }) {
  const { t } = useTranslation("setup-venue");
  return (
    <>
      <CheckField
        label={t("tips.enabled")}
        checked={draft.tips.enabled}
        onChange={(c) => edit((d) => void (d.tips.enabled = c))}
      />
      <fieldset className="sv-fieldset">
        <legend>{t("tips.waiters")}</legend>
        {draft.tips.waiters.length === 0 && <p className="muted">{t("tips.none")}</p>}
        {draft.tips.waiters.map((waiter, i) => (
          <div key={waiter._id} className="sv-row sv-row--item">
            <TextField
              path={`tips.waiters.${i}.name`}
              label={t("tips.name")}
              value={waiter.name}
              onChange={(v) => edit((d) => void (d.tips.waiters[i]!.name = v))}
            />
            <TextField
              path={`tips.waiters.${i}.role`}
              label={t("tips.role")}
              value={waiter.role}
              onChange={(v) => edit((d) => void (d.tips.waiters[i]!.role = v))}
            />
            <ImageField
              venueId={media.venueId}
              maxBytes={media.maxBytes}
              legend={t("tips.photoOf", { name: waiter.name.trim() || t("tips.unnamed", { n: i + 1 }) })}
              value={waiter.photo ?? ""}
              onChange={(v) => edit((d) => void (d.tips.waiters[i]!.photo = v || undefined))}
            />
            <button
              type="button"
              className="btn btn--danger-ghost"
              aria-label={t("tips.remove", { name: waiter.name || String(i + 1) })}
              onClick={() => edit((d) => void d.tips.waiters.splice(i, 1))}
            >
              {t("form.remove")}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="btn"
          onClick={() => edit((d) => void d.tips.waiters.push({ _id: newId(), name: "", role: "" }))}
        >
          {t("tips.add")}
        </button>
      </fieldset>
    </>
  );
}

export function SectionNameFields({ draft, edit }: Props) {
  const { t } = useTranslation("setup-venue");
  return (
    <>
      {draft.sections.map((section, i) => (
        <TextField
          key={section._id}
          path={`sections.${i}.name`}
          label={t("hallSections.name", { n: i + 1 })}
          value={section.name}
          maxLength={80}
          onChange={(v) => edit((d) => void (d.sections[i]!.name = v))}
        />
      ))}
      <button
        type="button"
        className="btn"
        onClick={() => edit((d) => void d.sections.push({ _id: newId(), name: "" }))}
      >
        {t("hallSections.add")}
      </button>
    </>
  );
}
