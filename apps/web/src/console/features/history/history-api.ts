import { buildPath } from "@tablewise/domain/contract/call";
import { orderHistoryCall } from "@tablewise/domain/contract/order-history";
import { consoleRequest } from "../../lib/console-api";

// One page of the venue's order history; `search` is the API's query string as the page's URL holds it.
export const getOrderHistory = (
  venueId: string,
  search: URLSearchParams,
  cursor: string | null,
  signal?: AbortSignal,
) => {
  const query = new URLSearchParams(search);
  if (cursor) query.set("cursor", cursor);
  const qs = query.toString();
  return consoleRequest(
    `${buildPath(orderHistoryCall.path, { venueId })}${qs ? `?${qs}` : ""}`,
    orderHistoryCall.response,
    { signal },
  ).then((r) => r.data);
};
