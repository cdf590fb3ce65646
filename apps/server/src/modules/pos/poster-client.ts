import { z } from "zod";
import { PosError, type PosClient, type PosOrderRequest, type PosServiceMode } from "./pos-client";
import { posterListAnswer, readPosterMenu } from "./poster-menu";

// Poster (joinposter.com), a cloud POS with a public HTTP API (https://dev.joinposter.com/en/docs):
// `<api>/<method>?token=<account token>`, answers `{response: ...}` or `{error: code, message}`. The
// calls used: POST incomingOrders.createIncomingOrder (an order with its products, comment and, for
// service mode 1, the table) and GET incomingOrders.getOwnIncomingOrders (the orders this application
// made, with their comments: how a send interrupted by a crash is found instead of made twice); for the
// menu sync GET menu.getCategories and menu.getProducts (poster-menu.ts).
export type PosterOptions = {
  // https://joinposter.com/api for real orders; the stand-in in tests and demos.
  apiUrl: string;
  token: string;
  timeoutMs?: number;
  // The most of an answer read: the POS's answers are untrusted input.
  maxAnswerBytes?: number;
  fetch?: typeof fetch;
};

// Poster's service modes: 1 in the venue, 2 takeaway, 3 delivery.
const serviceModes: Record<PosServiceMode, number> = { table: 1, takeaway: 2, delivery: 3 };

const posterId = z.union([z.number().int(), z.string().regex(/^\d{1,20}$/)]).transform(String);
const errorAnswer = z.object({
  error: z.union([z.number(), z.string(), z.object({}).passthrough()]),
  message: z.string().optional(),
});
const createdAnswer = z.object({ response: z.object({ incoming_order_id: posterId }).passthrough() });
const ownOrdersAnswer = z.object({
  response: z.array(
    z.object({ incoming_order_id: posterId, comment: z.string().nullable().optional() }).passthrough(),
  ),
});

// The key as it is written into the order's comment and searched for again.
export const keyMark = (key: string) => `[tablewise:${key}]`;

// Poster's date filters: "Y-m-d H:i:s".
const posterDate = (d: Date) => d.toISOString().slice(0, 19).replace("T", " ");

export function createPosterClient(o: PosterOptions): PosClient {
  const doFetch = o.fetch ?? fetch;
  const base = o.apiUrl.replace(/\/+$/, "");
  const maxBytes = o.maxAnswerBytes ?? 1024 * 1024;
  // A menu of 2000 products with their modifiers is several times an order's answer.
  const menuBytes = o.maxAnswerBytes ?? 8 * 1024 * 1024;

  async function call(
    method: string,
    query: Record<string, string>,
    body?: unknown,
    limit = maxBytes,
  ): Promise<unknown> {
    const url = new URL(`${base}/${method}`);
    url.searchParams.set("token", o.token);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    let res: Response;
    try {
      res = await doFetch(url, {
        method: body === undefined ? "GET" : "POST",
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(o.timeoutMs ?? 15_000),
      });
    } catch (err) {
      throw new PosError(`poster unreachable: ${(err as Error).name}`, true);
    }
    if (res.status >= 500 || res.status === 429 || res.status === 408)
      throw new PosError(`poster ${method}: HTTP ${res.status}`, true);
    // A refused token is the venue's setting to fix, not the guest's order to cancel.
    if (res.status === 401 || res.status === 403)
      throw new PosError(`poster ${method}: the token was refused (HTTP ${res.status})`, false, false);
    const declared = Number(res.headers.get("content-length") ?? 0);
    if (declared > limit) throw new PosError(`poster ${method}: answer too large`, true);
    const text = await res.text();
    if (text.length > limit) throw new PosError(`poster ${method}: answer too large`, true);
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new PosError(`poster ${method}: not JSON (HTTP ${res.status})`, true);
    }
    const refused = errorAnswer.safeParse(data);
    if (refused.success || !res.ok) {
      // The POS's message, bounded: it names what it refused (a product, the shift), never our token.
      const why = refused.success && refused.data.message ? refused.data.message : `HTTP ${res.status}`;
      throw new PosError(`poster ${method}: ${why.replaceAll(o.token, "***").slice(0, 200)}`, false);
    }
    return data;
  }

  return {
    async findOrder(key, since) {
      const data = await call("incomingOrders.getOwnIncomingOrders", {
        // A day's margin either side of our clock: Poster's dates are the account's local time.
        date_from: posterDate(new Date(since.getTime() - 24 * 3600_000)),
      });
      const parsed = ownOrdersAnswer.safeParse(data);
      if (!parsed.success) throw new PosError("poster gave an order list we cannot read", true);
      const mark = keyMark(key);
      const found = parsed.data.response.find((r) => r.comment?.includes(mark));
      return found ? { posOrderId: found.incoming_order_id } : null;
    },

    async fetchMenu(spotId) {
      const categories = posterListAnswer.safeParse(
        await call("menu.getCategories", {}, undefined, menuBytes),
      );
      if (!categories.success) throw new PosError("poster gave a category list we cannot read", true);
      const products = posterListAnswer.safeParse(await call("menu.getProducts", {}, undefined, menuBytes));
      if (!products.success) throw new PosError("poster gave a product list we cannot read", true);
      return readPosterMenu(spotId, categories.data.response, products.data.response);
    },

    async createOrder(r: PosOrderRequest) {
      const body = {
        spot_id: Number(r.spotId) || r.spotId,
        service_mode: serviceModes[r.serviceMode],
        ...(r.posTableId ? { table_id: Number(r.posTableId) || r.posTableId } : {}),
        // An eat-in guest gives no phone: 0 is Poster's anonymous customer.
        ...(r.phone ? { phone: r.phone } : { client_id: 0 }),
        ...(r.clientName ? { first_name: r.clientName.slice(0, 100) } : {}),
        ...(r.address ? { address: r.address.slice(0, 300) } : {}),
        comment: `${r.comment.slice(0, 400)} ${keyMark(r.key)}`.trim(),
        products: r.products.map((p) => ({
          product_id: Number(p.posProductId) || p.posProductId,
          count: p.count,
          price: p.price,
        })),
      };
      const data = await call("incomingOrders.createIncomingOrder", {}, body);
      const parsed = createdAnswer.safeParse(data);
      if (!parsed.success) throw new PosError("poster answered without an order id", true);
      return { posOrderId: parsed.data.response.incoming_order_id };
    },
  };
}
