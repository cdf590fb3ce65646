import { rateOrderCall, ratePreorderCall, type RateData } from "@tablewise/domain/contract/rating";
import { buildPath } from "@tablewise/domain/contract/call";
import { request } from "../../../lib/api-client";
import { readString, writeString } from "../../../lib/storage";

// Who is rating: an eat-in order carries its table's credentials (the same headers as reading it); a
// takeaway or delivery order's secret id is its own key.
export type RatingTarget =
  | { kind: "order"; orderId: string; headers: Record<string, string> }
  | {
      kind: "preorder";
      orderId: string;
    };

export async function sendRating(target: RatingTarget, stars: number, comment: string): Promise<RateData> {
  const call = target.kind === "order" ? rateOrderCall : ratePreorderCall;
  const res = await request(buildPath(call.path, { id: target.orderId }), call.response, {
    method: "POST",
    body: { stars, ...(comment.trim() ? { comment: comment.trim() } : {}) },
    headers: target.kind === "order" ? target.headers : {},
  });
  return res.data;
}

// The device remembers an order it rated, so a reloaded receipt says thanks instead of asking again (the
// server refuses a second rating anyway).
const ratedKey = (orderId: string) => `rated:${orderId}`;
export const wasRated = (orderId: string) => readString(ratedKey(orderId)) !== null;
export const markRated = (orderId: string, reviewUrl: string | null) =>
  writeString(ratedKey(orderId), reviewUrl ?? "");
export const ratedReviewUrl = (orderId: string) => readString(ratedKey(orderId)) || null;
