import { HttpError, notFound } from "../../http/errors";
import type { TableAccess } from "../inside/table-access";
import { isTableOrder, type OrderRepository, type TableOrderRow } from "./order.repository";

// Who may read or pay an order: a guest of its table (the table's access code, header x-access-code) or
// a visitor who ordered on it (header x-visitor-id). Another table's code is refused even with the id.
export type Credentials = { accessCode?: string; visitorId?: string };

export function createOrderAccess(orders: OrderRepository, tables: TableAccess) {
  async function allows(row: TableOrderRow, creds: Credentials): Promise<boolean> {
    if (creds.accessCode !== undefined) return tables.isAccessCode(row.tableCode, creds.accessCode);
    return creds.visitorId !== undefined && orders.hasVisitor(row.id, creds.visitorId);
  }

  return {
    allows,
    // Delivery and takeaway orders are read through /preorders/{id}, never here.
    async authorize(id: string, creds: Credentials): Promise<TableOrderRow> {
      const row = await orders.find(id);
      if (!row || !isTableOrder(row)) throw notFound("Order");
      if (!(await allows(row, creds)))
        throw new HttpError(403, "forbidden", "This order belongs to another table: send its access code");
      return row;
    },
  };
}
export type OrderAccess = ReturnType<typeof createOrderAccess>;
