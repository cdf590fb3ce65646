import { useQuery } from "@tanstack/react-query";
import { useMe } from "../session/use-me";
import { getSetup, setupQueryKey } from "./setup-calls";

// The venue's setup document (contract/setup.ts setupCall); a "setup" board hint invalidates ["setup"]
// (board/staff-socket.ts applyHint), so an open editor sees another manager's change.
export function useSetup() {
  const me = useMe();
  const venueId = me.venue._id;
  const query = useQuery({
    queryKey: setupQueryKey(venueId),
    queryFn: ({ signal }) => getSetup(venueId, signal),
  });
  return { me, venueId, query };
}

export const priceText = (amount: number, currency: string) =>
  `${amount.toFixed(2).replace(/\.00$/, "")} ${currency}`;
