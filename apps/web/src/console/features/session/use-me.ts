import { createContext, useContext } from "react";
import { queryOptions } from "@tanstack/react-query";
import type { StaffMe } from "@tablewise/domain/contract/staff";
import { getSession } from "../../lib/staff-calls";

export const sessionQuery = queryOptions({
  queryKey: ["session"],
  queryFn: ({ signal }) => getSession(signal),
  staleTime: 5 * 60_000,
  retry: false,
});

// The signed-in staff member, given by the shell to every screen under it.
export const MeContext = createContext<StaffMe | null>(null);

export function useMe(): StaffMe {
  const me = useContext(MeContext);
  if (!me) throw new Error("useMe outside the console shell");
  return me;
}

export const isManager = (me: StaffMe) => me.role === "manager";
export const mayUseStopList = (me: StaffMe) => me.role === "manager" || me.role === "kitchen";
export const isFloor = (me: StaffMe) => me.role === "manager" || me.role === "waiter";
