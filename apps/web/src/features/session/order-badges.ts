import { createContext, useContext } from "react";

// SPEC §2 bottom navbar badges that depend on the current order: Menu while the current order is
// cancelled (its modal not yet read), Orders while the order can be paid. The shell that holds an order
// (eat-in, delivery/takeaway) provides them; preview has none.
export type OrderBadges = { isOrderCancelled: boolean; canPayOrder: boolean };

const none: OrderBadges = { isOrderCancelled: false, canPayOrder: false };
export const OrderBadgesContext = createContext<OrderBadges>(none);
export const useOrderBadges = () => useContext(OrderBadgesContext);
