import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { errorCodeOf } from "../../lib/api-client";
import { useIsOffline } from "../../lib/online-status";
import { buildPath } from "../../lib/route-paths";
import { getVisitorId } from "../../lib/visitor-id";
import { ErrorModal } from "../../ui/error-modal";
import { Icon } from "../../ui/icon";
import { useToast } from "../../ui/toast";
import { readCartNote } from "../cart/use-cart-note";
import { UnavailableRefusalNotice, useUnavailableRefusal } from "../cart/unavailable-refusal";
import { useMenuSession } from "../session/session-context";
import { GeoVerificationSheet } from "./geo-verification-sheet";
import { appendToOrder, createInsideOrder } from "./inside-api";
import { useInsideTable } from "./inside-context";
import { orderComment } from "./order-comment";
import { isPending } from "./bill/order-state";
import "./inside.css";

// SPEC §2/§4/§5 the eat-in cart's order button: a new order for the table, or the cart appended to the
// table's order. With geolocation_mode general a passed location check comes first. A new order still
// waiting for the venue goes to the lobby, an accepted one to the order page.
export function InsideOrderBar() {
  const { t } = useTranslation("order");
  const navigate = useNavigate();
  const { cart, cafe, paths, setCart } = useMenuSession();
  const table = useInsideTable();
  const showToast = useToast();
  const [isBusy, setBusy] = useState(false);
  const [isGeoOpen, setGeoOpen] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const refusal = useUnavailableRefusal();
  const needsGeo = cafe.geolocation_mode === "general";
  // Offline the button stays, disabled, and says why: the server places and prices the order.
  const isOffline = useIsOffline();
  const { t: tOffline } = useTranslation("offline");
  const canOrder = cart.items.length > 0 && cart.items.every((i) => i.available) && !isBusy && !isOffline;

  const place = async (geoToken: string | null) => {
    setBusy(true);
    try {
      const note = readCartNote(cart._id);
      const request = {
        cartId: cart._id,
        visitorId: getVisitorId(),
        comment: orderComment(note, (count) => t("utensils_line", { count })),
        geolocationToken: geoToken,
      };
      const access = table.inside.access_code;
      const order = table.order
        ? await appendToOrder(table.order._id, access, request)
        : await createInsideOrder(table.code, access, request);
      // The server empties the cart with the order; the screen follows without another call.
      setCart({ ...cart, items: [], total: 0 });
      table.setOrder(order);
      // The guest is told the order went to the venue (an append to an accepted bill
      // waits for the venue the same way).
      showToast(table.order ? t("sent.append_toast") : t("sent.toast"));
      void navigate(isPending(order) ? paths.lobby : buildPath("order", { inside_code: table.code }), {
        replace: true,
      });
    } catch (error) {
      if (!(await refusal.handle(error))) setFailure(error);
    } finally {
      setBusy(false);
    }
  };

  const handleOrder = () => {
    if (needsGeo && !table.geoToken) setGeoOpen(true);
    else void place(table.geoToken);
  };

  return (
    <>
      <UnavailableRefusalNotice names={refusal.names} />
      <button
        type="button"
        className="btn btn--primary btn--block"
        onClick={handleOrder}
        disabled={!canOrder}
        aria-busy={isBusy}
        data-testid="cart-order"
      >
        <Icon name="check" size={20} />
        {isOffline ? tOffline("order_needs_connection") : table.order ? t("append") : t("place")}
      </button>
      {isGeoOpen && (
        <GeoVerificationSheet
          code={table.code}
          accessCode={table.inside.access_code}
          onClose={() => setGeoOpen(false)}
          onVerified={(token) => {
            setGeoOpen(false);
            table.setGeoToken(token);
            void place(token);
          }}
        />
      )}
      {failure !== null && <ErrorModal type="order" code={`${errorCodeOf(failure)} / ${table.code}`} />}
    </>
  );
}
