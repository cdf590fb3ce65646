import { createContext, useContext } from "react";
import { SessionContext } from "./session-context";

// SPEC §2 bottom navbar badges that depend on the current order: Menu while the current order is
// cancelled (its modal not yet confirmed), Orders while the order can be paid. The shell that holds an
// order (eat-in, delivery/takeaway) provides them; preview has none.
export type OrderBadges = { isOrderCancelled: boolean; canPayOrder: boolean };

const none: OrderBadges = { isOrderCancelled: false, canPayOrder: false };
export const OrderBadgesContext = createContext<OrderBadges>(none);

// Both navbar badges of SPEC §2: Menu when the cart has items or the current order is cancelled;
// Orders when the order can be paid. Outside an ordering shell (the plain home page) there are none.
export function useNavbarBadges(): { menu: boolean; orders: boolean } {
  const session = useContext(SessionContext);
  const order = useContext(OrderBadgesContext);
  return {
    menu: (session?.cart.items.length ?? 0) > 0 || order.isOrderCancelled,
    orders: order.canPayOrder,
  };
}
