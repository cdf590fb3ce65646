// A guest and a waiter over real HTTP (SPEC §7 eat-in calls, the staff API), for the crash script and
// the benchmarks. Every call answers { status, body }; a dropped connection throws.
export const staffToken = "demo-staff-token";
export const napoleon = { menu_id: "demo-kitchen", product_id: "p-napoleon" };

export function eatInClient(baseUrl, { timeoutMs = 15_000, staff = staffToken } = {}) {
  async function call(method, url, body, headers = {}) {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: json };
  }

  const staffHeaders = { authorization: `Bearer ${staff}` };
  return {
    call,
    prepare: (code, cartId) =>
      call("GET", `/api/superapp/inside/${code}/prepare${cartId ? `?cart_id=${cartId}` : ""}`),
    addToCart: (cartId, item, quantity = 1) =>
      call("POST", `/api/cart/${cartId}/add`, { ...item, quantity, variants: [], modificators: [] }),
    create: (code, body) => call("POST", `/api/superapp/inside/${code}/create`, body),
    append: (id, accessCode, body) =>
      call("POST", `/api/superapp/orders/${id}/append`, body, { "x-access-code": accessCode }),
    getOrder: (id, accessCode) =>
      call("GET", `/api/superapp/orders/${id}`, undefined, { "x-access-code": accessCode }),
    pay: (id, accessCode, body) =>
      call("POST", `/api/superapp/orders/${id}/pay`, body, { "x-access-code": accessCode }),
    staff: (id, action, body) => call("POST", `/api/staff/orders/${id}/${action}`, body ?? {}, staffHeaders),
    // The waiter's view of an order's payments, and their confirm or reject.
    staffOrder: (id) => call("GET", `/api/staff/orders/${id}`, undefined, staffHeaders),
    staffPayment: (paymentId, action) =>
      call("POST", `/api/staff/payments/${paymentId}/${action}`, {}, staffHeaders),
  };
}

// A ready-to-order cart at a table: its id and the table's access code.
export async function freshCart(client, code, item = napoleon, quantity = 1) {
  const prepared = await client.prepare(code);
  if (prepared.status !== 200) throw new Error(`prepare ${code}: ${prepared.status}`);
  const { cart, inside } = prepared.body.data;
  const added = await client.addToCart(cart._id, item, quantity);
  if (added.status !== 200) throw new Error(`cart add: ${added.status} ${JSON.stringify(added.body)}`);
  return { cartId: cart._id, accessCode: inside.access_code };
}
