import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type { StaffOrder } from "@tablewise/domain/contract/staff";
import type { DeliveryAddress } from "@tablewise/domain/contract/address";
import { addressDetailParts, addressTitle, formatAddressDetails } from "../../../lib/address-line";
import { formatTime } from "../../lib/format";
import { consoleLocale } from "../../i18n/console-i18n";

// Where an order goes: the table for eat-in, else takeaway or delivery with its time slot.
export function OrderWhere({ order, timeZone }: { order: StaffOrder["order"]; timeZone: string }) {
  const { t } = useTranslation("console");
  if (order.order_type === "inside")
    return (
      <span className="where">
        {order.section ? `${order.section} · ` : ""}
        {order.table_name ? tableLabel(t, order.table_name) : t("order.noTable")}
      </span>
    );
  const slot = order.takeaway_date
    ? t("order.slot", { time: formatTime(order.takeaway_date, consoleLocale(), timeZone) })
    : t("order.asap");
  return (
    <span className="where">
      <span className={`type-tag type-tag--${order.order_type}`}>{t(`order.type.${order.order_type}`)}</span>{" "}
      {slot}
    </span>
  );
}

// A table named by a number alone ("5") reads "Table 5"; a named one ("Terrace 2") stays as it is.
export function tableLabel(t: TFunction<"console">, name: string): string {
  return /^\d+$/.test(name.trim()) ? t("order.tableNumber", { name: name.trim() }) : name;
}

// The courier's address: the street, then every part named ("Entrance 3 · Floor 5 · Flat 41"), as the
// guest's receipt says it (lib/address-line.ts), then the door code and the guest's details.
export function formatAddress(t: TFunction<"console">, a: DeliveryAddress): string {
  const parts = formatAddressDetails(addressDetailParts(a, Infinity), (field, value) =>
    t(`address.line.${field}`, { value }),
  );
  return [
    addressTitle(a),
    parts,
    a.door_code && t("address.line.doorCode", { value: a.door_code }),
    a.details,
  ]
    .filter(Boolean)
    .join(" · ");
}

// Delivery and takeaway: who and where (address, phone, tariff).
export function ClientBlock({ order }: { order: StaffOrder }) {
  const { t } = useTranslation("console");
  const client = order.order.client;
  if (order.order.order_type === "inside" || !client) return null;
  return (
    <dl className="client">
      {client.name && (
        <div>
          <dt>{t("order.client")}</dt>
          <dd>{client.name}</dd>
        </div>
      )}
      {client.phone && (
        <div>
          <dt>{t("order.phone")}</dt>
          <dd>
            <a href={`tel:${client.phone}`} dir="ltr">
              {client.phone}
            </a>
          </dd>
        </div>
      )}
      {client.address && (
        <div>
          <dt>{t("order.address")}</dt>
          <dd>
            {formatAddress(t, client.address)}
            {client.address.instructions && <span className="muted"> — {client.address.instructions}</span>}
          </dd>
        </div>
      )}
      {order.tariff && (
        <div>
          <dt>{t("order.tariff")}</dt>
          <dd>{order.tariff}</dd>
        </div>
      )}
    </dl>
  );
}
