import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

// A local HTTP stand-in for the part of Checkbox's API (its public OpenAPI document, api/v1) the adapter
// uses: cashier sign-in for a Bearer token, the cashier's shift, opening and closing a shift with the
// cash register's X-License-Key, selling (and returning) with a client-generated receipt id, and reading
// a receipt back. Re-sending a receipt id (or its X-Request-ID) returns the first receipt, never a second.
// `failNext` makes the next calls answer 5xx or hang past the caller's timeout, as a provider outage does.
export const standInLicenseKey = "test-license-key-0001";
export const standInLogin = "cashier";
export const standInPassword = "cashier-pass";

type Good = { good: { code: string; name: string; price: number }; quantity: number; is_return?: boolean };
export type StandInReceipt = {
  id: string;
  serial: number;
  status: "DONE";
  fiscal_code: string;
  shift_id: string;
  goods: Good[];
  payments: { type: string; value: number }[];
  discounts: { type: string; mode: string; value: number }[];
  is_return: boolean;
  total_sum: number;
};
type Shift = { id: string; serial: number; status: "OPENED" | "CLOSED" };

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => resolve(body));
  });

export async function startCheckboxStandIn() {
  const tokens = new Set<string>();
  const receipts = new Map<string, StandInReceipt>();
  const byRequestId = new Map<string, string>();
  const shifts: Shift[] = [];
  const calls: string[] = [];
  let failures: ("5xx" | "hang")[] = [];
  let serial = 0;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const openShift = () => shifts.find((s) => s.status === "OPENED") ?? null;

  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const url = new URL(req.url ?? "/", "http://stand-in");
      const path = url.pathname.replace(/^\/api\/v1/, "");
      calls.push(`${req.method} ${path}`);
      const failure = failures.shift();
      if (failure === "hang") return; // never answers: the caller's timeout decides
      if (failure === "5xx") return send(res, 503, { message: "Service temporarily unavailable" });
      if (req.headers["x-client-name"] === undefined)
        return send(res, 400, { message: "X-Client-Name header is required" });
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        return send(res, 422, { message: "invalid JSON" });
      }

      if (req.method === "POST" && path === "/cashier/signin") {
        if (body.login !== standInLogin || body.password !== standInPassword)
          return send(res, 403, { message: "Invalid credentials" });
        const token = randomUUID();
        tokens.add(token);
        return send(res, 200, { type: "bearer", token_type: "bearer", access_token: token });
      }
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
      if (!token || !tokens.has(token)) return send(res, 401, { message: "Not authenticated" });
      const needsKey = req.method === "POST" && path !== "/shifts/close";
      if (needsKey && req.headers["x-license-key"] !== standInLicenseKey)
        return send(res, 403, { message: "Invalid license key" });

      if (req.method === "GET" && path === "/cashier/shift") return send(res, 200, openShift());
      if (req.method === "POST" && path === "/shifts") {
        if (openShift()) return send(res, 400, { message: "Shift is already opened" });
        const shift: Shift = { id: randomUUID(), serial: shifts.length + 1, status: "OPENED" };
        shifts.push(shift);
        return send(res, 202, shift);
      }
      if (req.method === "POST" && path === "/shifts/close") {
        const shift = openShift();
        if (!shift) return send(res, 400, { message: "Shift is not opened" });
        shift.status = "CLOSED";
        return send(res, 202, shift);
      }
      const one = /^\/receipts\/([^/]+)$/.exec(path);
      if (req.method === "GET" && one && one[1] !== "sell") {
        const found = receipts.get(decodeURIComponent(one[1]!));
        return found ? send(res, 200, found) : send(res, 404, { message: "Receipt not found" });
      }
      if (req.method === "POST" && path === "/receipts/sell") {
        const requestId = req.headers["x-request-id"];
        const id = typeof body.id === "string" ? body.id : randomUUID();
        const again = receipts.get(id) ?? receipts.get(byRequestId.get(String(requestId)) ?? "");
        if (again) return send(res, 201, again);
        if (!/^[0-9a-f-]{36}$/i.test(id)) return send(res, 422, { message: "id: value is not a valid uuid" });
        const shift = openShift();
        if (!shift) return send(res, 400, { message: "Shift is not opened" });
        const goods = Array.isArray(body.goods) ? (body.goods as Good[]) : [];
        const payments = Array.isArray(body.payments)
          ? (body.payments as { type: string; value: number }[])
          : [];
        const discounts = Array.isArray(body.discounts)
          ? (body.discounts as { type: string; mode: string; value: number }[])
          : [];
        const bad =
          !goods.length ||
          goods.some(
            (g) => !Number.isInteger(g.good?.price) || !Number.isInteger(g.quantity) || g.quantity <= 0,
          ) ||
          payments.some((p) => !["CASH", "CASHLESS"].includes(p.type) || !Number.isInteger(p.value));
        if (bad) return send(res, 422, { message: "goods or payments: invalid value" });
        const gross = goods.reduce((s, g) => s + Math.round((g.good.price * g.quantity) / 1000), 0);
        const total = gross - discounts.reduce((s, d) => s + d.value, 0);
        const paid = payments.reduce((s, p) => s + p.value, 0);
        if (paid !== total)
          return send(res, 422, { message: `payments ${paid} do not match the sum ${total}` });
        serial += 1;
        const receipt: StandInReceipt = {
          id,
          serial,
          status: "DONE",
          fiscal_code: `TEST-${String(serial).padStart(6, "0")}`,
          shift_id: shift.id,
          goods,
          payments,
          discounts,
          is_return: goods.every((g) => g.is_return === true),
          total_sum: total,
        };
        receipts.set(id, receipt);
        if (typeof requestId === "string") byRequestId.set(requestId, id);
        return send(res, 201, receipt);
      }
      return send(res, 404, { message: "Not found" });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiUrl: `http://127.0.0.1:${port}/api/v1`,
    receiptBase: `http://127.0.0.1:${port}/receipts`,
    receipts,
    shifts,
    calls,
    failNext(...kinds: ("5xx" | "hang")[]) {
      failures = kinds;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
export type CheckboxStandIn = Awaited<ReturnType<typeof startCheckboxStandIn>>;
