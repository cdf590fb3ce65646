// A demo venue made busy through the HTTP API, and the check that a server on a restored backup still
// has all of it: eat-in orders paid in cash and confirmed by the waiter (SPEC §7), one photo uploaded
// through the console, one venue setting changed, and a photo file served from MEDIA_DIR.
import sharp from "sharp";
import { eatInClient, freshCart, napoleon, staffToken } from "./eat-in-client.mjs";

const consoleHeaders = { authorization: `Bearer ${staffToken}`, "x-tablewise-console": "1" };
const setupUrl = "/api/staff/venues/demo/setup";
const fail = (what, res) => {
  throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
};

async function bytesOf(baseUrl, url) {
  const res = await fetch(`${baseUrl}${url}`, { signal: AbortSignal.timeout(15_000) });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
}

export async function makeBusy(baseUrl, { orders: count = 6, staticPhoto }) {
  const client = eatInClient(baseUrl);
  const orders = [];
  for (let i = 0; i < count; i++) {
    const table = i % 2 === 0 ? "111111" : "111112";
    const cart = await freshCart(client, table, undefined, 1 + (i % 3));
    const created = await client.create(table, { cart_id: cart.cartId, visitor_id: `backup-visitor-${i}` });
    if (created.status !== 200) fail("create", created);
    const id = created.body.data.order._id;
    const accepted = await client.staff(id, "accept");
    if (accepted.status !== 200) fail("accept", accepted);
    const read = await client.getOrder(id, cart.accessCode);
    if (read.status !== 200) fail("read", read);
    const lines = read.body.data.order.list.map((l) => ({ line_id: l._id, quantity: l.quantity }));
    const paid = await client.pay(id, cart.accessCode, { pay_method: "cash", selected_items: lines, tip: 0 });
    if (paid.status !== 200) fail("pay", paid);
    const pending = (await client.staffOrder(id)).body.data.payments;
    for (const p of pending) {
      const confirmed = await client.staffPayment(p.id, "confirm");
      if (confirmed.status !== 200) fail("confirm", confirmed);
    }
    // A bill paid in full closes itself; otherwise the waiter closes it, so the table takes the next one.
    if ((await client.staffOrder(id)).body.data.order.status !== "closed") {
      const closed = await client.staff(id, "close", { unpaid_reason: "other", note: "backup check" });
      if (closed.status !== 200) fail("close", closed);
    }
    const after = (await client.staffOrder(id)).body.data;
    orders.push({ id, status: after.order.status, payments: after.payments.map((p) => [p.id, p.status]) });
  }
  if (orders.some((o) => o.payments.length === 0 || o.payments.some(([, s]) => s !== "paid")))
    throw new Error(`not every order was paid: ${JSON.stringify(orders)}`);

  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#3a7" } })
    .png()
    .toBuffer();
  const up = await fetch(`${baseUrl}${setupUrl}/images`, {
    method: "POST",
    headers: { ...consoleHeaders, "content-type": "image/png" },
    body: png,
  });
  if (up.status !== 200) throw new Error(`photo upload: ${up.status} ${await up.text()}`);
  const photoUrl = (await up.json()).data.url;
  const photo = await bytesOf(baseUrl, photoUrl);
  if (photo.status !== 200) throw new Error(`uploaded photo: ${photo.status}`);

  const doc = await client.call("GET", setupUrl, undefined, consoleHeaders);
  if (doc.status !== 200) fail("setup", doc);
  const venueName = `Backup check ${Date.now()}`;
  const saved = await client.call(
    "POST",
    `${setupUrl}/venue`,
    { venue: { ...doc.body.data.venue, name: venueName }, version: doc.body.data.venue_version },
    consoleHeaders,
  );
  if (saved.status !== 200) fail("venue save", saved);

  const file = await bytesOf(baseUrl, `/media/${staticPhoto}`);
  if (file.status !== 200) throw new Error(`static photo /media/${staticPhoto}: ${file.status}`);
  return { orders, photoUrl, photoBytes: photo.bytes, venueName, staticPhoto, staticBytes: file.bytes };
}

// Every miss, as a list (empty: all found).
export async function findEverything(baseUrl, busy) {
  const client = eatInClient(baseUrl);
  const misses = [];
  for (const o of busy.orders) {
    const res = await client.staffOrder(o.id);
    if (res.status !== 200) {
      misses.push(`order ${o.id}: ${res.status}`);
      continue;
    }
    const got = {
      status: res.body.data.order.status,
      payments: res.body.data.payments.map((p) => [p.id, p.status]),
    };
    if (JSON.stringify(got) !== JSON.stringify({ status: o.status, payments: o.payments }))
      misses.push(`order ${o.id}: ${JSON.stringify(got)} instead of ${JSON.stringify(o)}`);
  }
  const photo = await bytesOf(baseUrl, busy.photoUrl);
  if (photo.status !== 200 || !photo.bytes.equals(busy.photoBytes))
    misses.push(`uploaded photo ${busy.photoUrl}: ${photo.status}, ${photo.bytes.length} bytes`);
  const file = await bytesOf(baseUrl, `/media/${busy.staticPhoto}`);
  if (file.status !== 200 || !file.bytes.equals(busy.staticBytes))
    misses.push(`photo file /media/${busy.staticPhoto}: ${file.status}, ${file.bytes.length} bytes`);
  const doc = await client.call("GET", setupUrl, undefined, consoleHeaders);
  if (doc.status !== 200 || doc.body.data.venue.name !== busy.venueName)
    misses.push(`venue name: ${doc.status} ${doc.body?.data?.venue?.name} instead of ${busy.venueName}`);
  return misses;
}

// New orders one after another at another table (each accepted and closed unpaid, so the next is new too)
// until stop(), which answers how many were placed.
export function keepOrdering(baseUrl, table = "111113") {
  const client = eatInClient(baseUrl);
  let stopping = false;
  let placed = 0;
  let failure = null;
  const loop = (async () => {
    for (let i = 0; !stopping; i++) {
      const prepared = await client.prepare(table);
      if (prepared.status !== 200) fail(`prepare ${table}`, prepared);
      const cartId = prepared.body.data.cart._id;
      const added = await client.addToCart(cartId, napoleon);
      if (added.status !== 200) fail("cart add", added);
      const created = await client.create(table, { cart_id: cartId, visitor_id: `backup-busy-${i}` });
      if (created.status !== 200) fail("create", created);
      placed++;
      const id = created.body.data.order._id;
      if ((await client.staff(id, "accept")).status !== 200) throw new Error("accept failed");
      const closed = await client.staff(id, "close", { unpaid_reason: "other", note: "backup check" });
      if (closed.status !== 200) fail("close", closed);
    }
  })().catch((err) => (failure = err));
  return {
    async stop() {
      stopping = true;
      await loop;
      if (failure) throw failure;
      return placed;
    },
  };
}
