import { createContext, useContext } from "react";
import type { ReservePrepareData } from "@tablewise/domain/contract/reserve";
import type { ReserveCart } from "@tablewise/domain/contract/reservation";

// What the reservation shell gives its screens: the prepare call's data and the reserve cart (SPEC §3).
export type ReserveSession = ReservePrepareData & {
  link: string;
  cart: ReserveCart | null;
  setCart: (cart: ReserveCart | null) => void;
};

export const ReserveContext = createContext<ReserveSession | null>(null);

export function useReserve(): ReserveSession {
  const session = useContext(ReserveContext);
  if (!session) throw new Error("useReserve outside the reservation shell");
  return session;
}
