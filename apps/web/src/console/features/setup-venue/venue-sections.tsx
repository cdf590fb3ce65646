import { useTranslation } from "react-i18next";
import { weekdayKeys, type DaySchedule, type PayMethods, type Venue } from "@tablewise/domain/contract/venue";
import { CheckField, NumberField, SelectField, TextField } from "./fields";
import type { Edit } from "./section-form";
import { newId } from "./venue-draft";
import { ImageField } from "../setup-menu/image-field";

// The venue's settings (issue 23 point 5, SPEC §3 Venue), one component per section. Each gets the
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

export function ModeFields({ draft, edit }: Props) {
  const { t } = useTranslation("setup-venue");
  return (
    <fieldset className="sv-fieldset">
      <legend className="visually-hidden">{t("sections.modes")}</legend>
      {(["inside", "preorder", "delivery", "preview"] as const).map((mode) => (
        <CheckField
          key={mode}
          label={t(`modes.${mode}`)}
          checked={draft.modes[mode]}
          onChange={(c) => edit((d) => void (d.modes[mode] = c))}
        />
      ))}
      <CheckField
        label={t("modes.reserve")}
        checked={draft.reserve.enabled}
        onChange={(c) => edit((d) => void (d.reserve.enabled = c))}
      />
    </fieldset>
  );
}

// Online payment needs the server's payment gateway; without one the box is off and says why.
function PayMethodChecks({
  legend,
  value,
  gateway,
  onChange,
}: {
  legend: string;
  value: PayMethods;
  gateway: boolean;
  onChange: (key: keyof PayMethods, on: boolean) => void;
}) {
  const { t } = useTranslation("setup-venue");
  return (
    <fieldset className="sv-fieldset">
      <legend>{legend}</legend>
      {(["cash", "card", "online"] as const).map((key) => (
        <CheckField
          key={key}
          label={t(`pay.${key}`)}
          checked={value[key]}
          disabled={key === "online" && !gateway && !value.online}
          reason={key === "online" && !gateway ? t("pay.noGateway") : undefined}
          onChange={(c) => onChange(key, c)}
        />
      ))}
    </fieldset>
  );
}

export function PayFields({ draft, edit, gateway }: Props & { gateway: boolean }) {
  const { t } = useTranslation("setup-venue");
  return (
    <PayMethodChecks
      legend={t("pay.legend")}
      value={draft.pay_methods}
      gateway={gateway}
      onChange={(key, on) => edit((d) => void (d.pay_methods[key] = on))}
    />
  );
}

export function DeliveryFields({ draft, edit, gateway }: Props & { gateway: boolean }) {
  const { t } = useTranslation("setup-venue");
  const delivery = draft.delivery;
  const costTypes = ["free", "constant", "conditional", "tariffed"] as const;
  return (
    <>
      <div className="sv-row">
        <NumberField
          path="delivery.min_check"
          label={t("delivery.minCheck", { currency: draft.currency })}
          value={delivery.min_check}
          onChange={(v) => edit((d) => void (d.delivery.min_check = v))}
        />
        <NumberField
          path="delivery.radius_m"
          label={t("delivery.radius")}
          integer
          min={1}
          value={delivery.radius_m}
          onChange={(v) => edit((d) => void (d.delivery.radius_m = v))}
        />
      </div>
      <div className="sv-row">
        <NumberField
          path="delivery.min_order_time"
          label={t("delivery.minOrderTime")}
          integer
          value={delivery.min_order_time}
          onChange={(v) => edit((d) => void (d.delivery.min_order_time = v))}
        />
        <NumberField
          path="delivery.shipping_time"
          label={t("delivery.shippingTime")}
          integer
          value={delivery.shipping_time}
          onChange={(v) => edit((d) => void (d.delivery.shipping_time = v))}
        />
      </div>
      <SelectField
        path="delivery.cost_type"
        label={t("delivery.costType")}
        value={delivery.cost_type}
        options={costTypes.map((c) => ({ value: c, label: t(`delivery.costTypes.${c}`) }))}
        onChange={(v) => edit((d) => void (d.delivery.cost_type = v))}
      />
      {(delivery.cost_type === "constant" || delivery.cost_type === "conditional") && (
        <div className="sv-row">
          <NumberField
            path="delivery.cost"
            label={t("delivery.cost", { currency: draft.currency })}
            value={delivery.cost}
            onChange={(v) => edit((d) => void (d.delivery.cost = v))}
          />
          {delivery.cost_type === "conditional" && (
            <NumberField
              path="delivery.cost_min_check"
              label={t("delivery.costMinCheck", { currency: draft.currency })}
              hint={t("delivery.costMinCheckHint")}
              value={delivery.cost_min_check}
              onChange={(v) => edit((d) => void (d.delivery.cost_min_check = v))}
            />
          )}
        </div>
      )}
      {delivery.cost_type === "tariffed" && (
        <fieldset className="sv-fieldset">
          <legend>{t("delivery.tariffs")}</legend>
          {delivery.tariffs.length === 0 && <p className="muted">{t("delivery.noTariffs")}</p>}
          {delivery.tariffs.map((tariff, i) => (
            <div key={tariff._id} className="sv-row sv-row--item">
              <TextField
                path={`delivery.tariffs.${i}.name`}
                label={t("delivery.tariffName")}
                value={tariff.name}
                onChange={(v) => edit((d) => void (d.delivery.tariffs[i]!.name = v))}
              />
              <NumberField
                path={`delivery.tariffs.${i}.price`}
                label={t("delivery.tariffPrice", { currency: draft.currency })}
                value={tariff.price}
                onChange={(v) => edit((d) => void (d.delivery.tariffs[i]!.price = v))}
              />
              <button
                type="button"
                className="btn btn--danger-ghost"
                aria-label={t("delivery.removeTariff", { name: tariff.name || String(i + 1) })}
                onClick={() => edit((d) => void d.delivery.tariffs.splice(i, 1))}
              >
                {t("form.remove")}
              </button>
            </div>
          ))}
          <button
            type="button"
            className="btn"
            onClick={() => edit((d) => void d.delivery.tariffs.push({ _id: newId(), name: "", price: 0 }))}
          >
            {t("delivery.addTariff")}
          </button>
        </fieldset>
      )}
      <PayMethodChecks
        legend={t("delivery.payMethods")}
        value={delivery.pay_methods}
        gateway={gateway}
        onChange={(key, on) => edit((d) => void (d.delivery.pay_methods[key] = on))}
      />
    </>
  );
}

export function TakeawayFields({ draft, edit, gateway }: Props & { gateway: boolean }) {
  const { t } = useTranslation("setup-venue");
  return (
    <>
      <div className="sv-row">
        <NumberField
          path="preorder.min_check"
          label={t("takeaway.minCheck", { currency: draft.currency })}
          value={draft.preorder.min_check}
          onChange={(v) => edit((d) => void (d.preorder.min_check = v))}
        />
        <NumberField
          path="preorder.min_order_time"
          label={t("takeaway.minOrderTime")}
          hint={t("takeaway.minOrderTimeHint")}
          integer
          value={draft.preorder.min_order_time ?? 10}
          onChange={(v) => edit((d) => void (d.preorder.min_order_time = v))}
        />
      </div>
      <PayMethodChecks
        legend={t("takeaway.payMethods")}
        value={draft.preorder.pay_methods}
        gateway={gateway}
        onChange={(key, on) => edit((d) => void (d.preorder.pay_methods[key] = on))}
      />
    </>
  );
}

export function ReservationFields({ draft, edit }: Props) {
  const { t } = useTranslation("setup-venue");
  const r = draft.reserve;
  return (
    <>
      <CheckField
        label={t("reserve.enabled")}
        checked={r.enabled}
        onChange={(c) => edit((d) => void (d.reserve.enabled = c))}
      />
      <CheckField
        label={t("reserve.sameDay")}
        checked={r.allow_same_day}
        onChange={(c) => edit((d) => void (d.reserve.allow_same_day = c))}
      />
      <CheckField
        label={t("reserve.phoneVerification")}
        checked={r.use_phone_verification}
        onChange={(c) => edit((d) => void (d.reserve.use_phone_verification = c))}
      />
      <NumberField
        path="reserve.slot_capacity"
        label={t("reserve.slotCapacity")}
        integer
        min={1}
        value={r.slot_capacity}
        onChange={(v) => edit((d) => void (d.reserve.slot_capacity = v))}
      />
      <CheckField
        label={t("reserve.deposit")}
        checked={r.deposit_enabled}
        onChange={(c) => edit((d) => void (d.reserve.deposit_enabled = c))}
      />
      {r.deposit_enabled && (
        <div className="sv-row">
          <SelectField
            path="reserve.deposit_type"
            label={t("reserve.depositType")}
            value={r.deposit_type}
            options={(["full", "constant", "percent"] as const).map((k) => ({
              value: k,
              label: t(`reserve.depositTypes.${k}`),
            }))}
            onChange={(v) => edit((d) => void (d.reserve.deposit_type = v))}
          />
          {r.deposit_type === "constant" && (
            <NumberField
              path="reserve.deposit_value"
              label={t("reserve.depositValue", { currency: draft.currency })}
              value={r.deposit_value}
              onChange={(v) => edit((d) => void (d.reserve.deposit_value = v))}
            />
          )}
          {r.deposit_type === "percent" && (
            <NumberField
              path="reserve.deposit_percent"
              label={t("reserve.depositPercent")}
              max={100}
              value={r.deposit_percent}
              onChange={(v) => edit((d) => void (d.reserve.deposit_percent = v))}
            />
          )}
        </div>
      )}
    </>
  );
}

// A waiter's photo is uploaded like a product's (issue 23 point 3: re-encoded, stored by the server).
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
              legend={t("tips.photo")}
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
