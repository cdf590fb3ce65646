import { trackEvent } from "./telemetry";

// SPEC §7 POST telemetry/event/{session}: what the guest did at each flow's milestone, beside
// the milestone itself. Fire-and-forget (trackEvent queues and never throws, the UI never waits for it).
// Only ids, counts and modes travel: never a name, phone, email, address, comment or price the guest typed
// or paid (the payload is stored as sent).
export const guestEvents = {
  menuOpened: (menuId: string, mode: string) => trackEvent("menu.opened", { menu_id: menuId, mode }),
  productAdded: (menuId: string, productId: string, quantity: number) =>
    trackEvent("cart.product_added", { menu_id: menuId, product_id: productId, quantity }),
  orderPlaced: (orderId: string, mode: string, appended = false) =>
    trackEvent("order.placed", { order_id: orderId, mode, appended }),
  reservationMade: (reservationId: string, serviceId: string, personsCount: number, status: string) =>
    trackEvent("reservation.made", {
      reservation_id: reservationId,
      service_id: serviceId,
      persons_count: personsCount,
      status,
    }),
};
