import { useTranslation } from "react-i18next";
import type { PayMethods, Venue } from "@tablewise/domain/contract/venue";
import { CheckField } from "../../ui/fields/check-field";
import { NumberField } from "../../ui/fields/number-field";
import { SelectField } from "../../ui/fields/select-field";
import { TextField } from "../../ui/fields/text-field";
import type { Edit } from "./section-form";
import { newId } from "./venue-draft";

// The venue's ordering settings (SPEC §3 Venue): modes, pay methods, delivery, takeaway
// and reservations, one component per section, as venue-sections.tsx does for the rest.
type Props = { draft: Venue; edit: Edit };

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
