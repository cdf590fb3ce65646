import type { Rating, StaffRating } from "@tablewise/domain/contract/rating";
import type { RatingRow } from "../../db/schema/index";

export const presentRating = (r: RatingRow): Rating => ({
  _id: r.id,
  stars: r.stars,
  comment: r.comment,
  created_at: r.createdAt.toISOString(),
});

export const presentStaffRating = (r: RatingRow): StaffRating => ({
  _id: r.id,
  at: r.createdAt.toISOString(),
  order_id: r.orderId,
  order_serial: r.orderSerial,
  order_type: r.orderType,
  section_name: r.sectionName,
  table_name: r.tableName,
  stars: r.stars,
  comment: r.comment,
});
