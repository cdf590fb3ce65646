import { HttpError, notFound } from "../../http/errors";
import type { TableAccess } from "../../security/table-access";
import { isTableOrder, type OrderRepository, type TableOrderRow } from "./order.repository";

// Who may read or pay an order: a guest of its table in the order's session (the access code a prepare
// gave while the order was open or about to start, header x-access-code; security/table-access.ts) or a
// visitor who ordered on it (header x-visitor-id; SPEC §7 archive: a guest keeps reading their own
// orders). Another table's code alone is refused even with the id; a stale code of this table counts as
// none. The code a guest sends is the table they sit at now, so for reading another table's
// code does not hide the guest's own visitor id: their archive opens their orders from any table.
export type Credentials = { accessCode?: string; visitorId?: string };
// Reading includes a finished order's receipt within the code's grace; writing (append, pay, split) does not.
export type AccessIntent = "read" | "write";

export function createOrderAccess(orders: OrderRepository, tables: TableAccess) {
  async function allows(
    row: TableOrderRow,
    creds: Credentials,
    intent: AccessIntent = "write",
  ): Promise<boolean> {
    if (creds.accessCode !== undefined) {
      const check = await tables.check(row, creds.accessCode, intent);
      if (check === "valid") return true;
      // Writing (append, pay) with another table's code stays refused.
      if (check === "wrong" && intent === "write") return false;
      // Two guests paying the last items at once: the second learns the order is closed, not "forbidden".
      if (check === "finished") throw new HttpError(409, "conflict", "The order is closed");
    }
    return creds.visitorId !== undefined && orders.hasVisitor(row.id, creds.visitorId);
  }

  async function authorize(id: string, creds: Credentials, intent: AccessIntent): Promise<TableOrderRow> {
    const row = await orders.find(id);
    if (!row || !isTableOrder(row)) throw notFound("Order");
    if (!(await allows(row, creds, intent)))
      throw new HttpError(
        403,
        "forbidden",
        "This order belongs to another table or session: send its access code or your visitor id",
      );
    return row;
  }

  return {
    allows,
    // Delivery and takeaway orders are read through /preorders/{id}, never here.
    authorize: (id: string, creds: Credentials) => authorize(id, creds, "write"),
    authorizeRead: (id: string, creds: Credentials) => authorize(id, creds, "read"),
  };
}
export type OrderAccess = ReturnType<typeof createOrderAccess>;
