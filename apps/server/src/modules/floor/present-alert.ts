import type { FloorAlert } from "@tablewise/domain/contract/floor";
import type { floorAlerts } from "../../db/schema/index";

export type FloorAlertRow = typeof floorAlerts.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const presentAlert = (r: FloorAlertRow): FloorAlert => ({
  _id: r.id,
  kind: r.kind,
  status: r.status,
  table_code: r.tableCode,
  table_label: r.tableLabel,
  order_id: r.orderId,
  serial: r.serial,
  amount: r.amount,
  created_at: r.createdAt.toISOString(),
  acknowledged_at: iso(r.acknowledgedAt),
  acknowledged_by: r.acknowledgedBy,
  escalated_at: iso(r.escalatedAt),
  resolved_at: iso(r.resolvedAt),
});
