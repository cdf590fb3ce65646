import { useMemo, useState, type ReactNode } from "react";
import type { ReservePrepareData } from "@tablewise/domain/contract/reserve";
import type { ReserveCart } from "@tablewise/domain/contract/reservation";
import { ReserveContext, type ReserveSession } from "./reserve-context";
import { readReserveCart, writeReserveCart } from "./reserve-store";
import { useTelemetry } from "../telemetry/use-telemetry";

type ReserveProviderProps = { link: string; data: ReservePrepareData; children: ReactNode };

export function ReserveProvider({ link, data, children }: ReserveProviderProps) {
  const [cart, setCartState] = useState<ReserveCart | null>(() => readReserveCart(link));
  useTelemetry(data.cafe._id, "reserve"); // SPEC §7 telemetry: the reservation shell's venue and mode
  const value = useMemo<ReserveSession>(
    () => ({
      ...data,
      link,
      cart,
      setCart: (next) => {
        writeReserveCart(link, next);
        setCartState(next);
      },
    }),
    [data, link, cart],
  );
  return <ReserveContext.Provider value={value}>{children}</ReserveContext.Provider>;
}
