import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A local HTTP stand-in for the part of Poster's public API (dev.joinposter.com docs) the adapter uses:
// `/<method>?token=...`, answers `{response: ...}` or `{error, message}`.
// - POST incomingOrders.createIncomingOrder: spot_id, phone or client_id, products (product_id, count,
//   price in kopecks), comment; an unknown product or spot, or a closed shift, is refused.
// - GET incomingOrders.getOwnIncomingOrders: the orders made with this token since date_from.
// - GET menu.getCategories and menu.getProducts: the catalogue in `menu`, shaped as Poster's docs show it
//   (ids and kopecks as text, per-spot prices and visibility in `spots`, variants in `modifications`,
//   modifier groups in `group_modifications`, `hidden` and `out` flags). Tests change it between syncs;
//   its products can be ordered as long as they are in it.
// A wrong token answers 403. `failNext` makes the next calls answer 5xx, hang past the caller's timeout, or refuse with Poster's
// `{error, message}`.
export const posterToken = "123456:poster-test-token";

export type StandInIncomingOrder = {
  incoming_order_id: number;
  spot_id: number;
  status: number;
  client_id: number;
  phone: string | null;
  comment: string | null;
  service_mode: number | null;
  table_id: number | null;
  products: { product_id: number; count: number; price: number | null }[];
  created_at: string;
};

export type StandInCategory = { category_id: string; category_name: string; category_hidden?: string };
export type StandInProduct = {
  product_id: string;
  product_name: string;
  menu_category_id: string;
  hidden?: string;
  out?: number;
  price?: Record<string, string>;
  spots?: { spot_id: string; price: string; visible: string }[];
  modifications?: {
    modificator_id: string;
    modificator_name: string;
    spots: { spot_id: string; price: string; visible: string }[];
  }[];
  group_modifications?: {
    dish_modification_group_id: number;
    name: string;
    type: number;
    num_min: number;
    num_max: number;
    modifications: { dish_modification_id: number; name: string; price: number }[];
  }[];
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => resolve(body));
  });

export async function startPosterStandIn() {
  const orders: StandInIncomingOrder[] = [];
  const products = new Set<number>([101, 102, 103]);
  const spots = new Set<number>([1]);
  const calls: string[] = [];
  let failures: ("5xx" | "hang" | "refuse")[] = [];
  let shiftOpen = true;
  let nextId = 500;
  const menu: { categories: StandInCategory[]; products: StandInProduct[] } = { categories: [], products: [] };
  const inMenu = (id: number) => menu.products.some((p) => Number(p.product_id) === id && p.hidden !== "1");

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, error: number, message: string) => send(res, 200, { error, message });
  const stamp = (d: Date) => d.toISOString().slice(0, 19).replace("T", " ");

  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const url = new URL(req.url ?? "/", "http://stand-in");
      const method = url.pathname.split("/").at(-1) ?? "";
      calls.push(`${req.method} ${method}`);
      const failure = failures.shift();
      if (failure === "hang") return;
      if (failure === "refuse") return refuse(res, 20, "Method is not available for this account");
      if (failure === "5xx") return send(res, 502, { error: 500, message: "Bad gateway" });
      if (url.searchParams.get("token") !== posterToken)
        return send(res, 403, { error: 10, message: "Access token is invalid" });
      if (req.method === "POST" && method === "incomingOrders.createIncomingOrder") {
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          return refuse(res, 20, "Request body is not valid JSON");
        }
        const spot = Number(body.spot_id);
        if (!spots.has(spot)) return refuse(res, 30, "Spot not found");
        if (body.phone === undefined && body.client_id === undefined)
          return refuse(res, 31, "phone or client_id is required");
        if (!shiftOpen) return refuse(res, 33, "The cash shift is closed");
        const list = Array.isArray(body.products) ? (body.products as Record<string, unknown>[]) : [];
        if (!list.length) return refuse(res, 34, "products is required");
        for (const p of list)
          if (!products.has(Number(p.product_id)) && !inMenu(Number(p.product_id)))
            return refuse(res, 32, `Product ${String(p.product_id)} not found`);
        const order: StandInIncomingOrder = {
          incoming_order_id: nextId++,
          spot_id: spot,
          status: 0,
          client_id: Number(body.client_id ?? 0),
          phone: typeof body.phone === "string" ? body.phone : null,
          comment: typeof body.comment === "string" ? body.comment : null,
          service_mode: body.service_mode === undefined ? null : Number(body.service_mode),
          table_id: body.table_id === undefined ? null : Number(body.table_id),
          products: list.map((p) => ({
            product_id: Number(p.product_id),
            count: Number(p.count),
            price: p.price === undefined ? null : Number(p.price),
          })),
          created_at: stamp(new Date()),
        };
        orders.push(order);
        return send(res, 200, { response: order });
      }
      if (req.method === "GET" && method === "incomingOrders.getOwnIncomingOrders") {
        const from = url.searchParams.get("date_from") ?? "";
        return send(res, 200, { response: orders.filter((o) => o.created_at >= from) });
      }
      if (req.method === "GET" && method === "menu.getCategories")
        return send(res, 200, { response: menu.categories });
      if (req.method === "GET" && method === "menu.getProducts")
        return send(res, 200, { response: menu.products });
      return refuse(res, 40, "Unknown method");
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api`,
    orders,
    products,
    menu,
    calls,
    setShiftOpen(open: boolean) {
      shiftOpen = open;
    },
    failNext(...kinds: ("5xx" | "hang" | "refuse")[]) {
      failures = kinds;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type PosterStandIn = Awaited<ReturnType<typeof startPosterStandIn>>;
