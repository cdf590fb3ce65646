import { useEffect, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { deliveryAddressSchema } from "@tablewise/domain/contract/address";
import type { Client } from "@tablewise/domain/contract/client";
import { isNotFound } from "../../../lib/api-client";
import { useQueryUpdates } from "../../../lib/guest-query";
import { clientProfileQuery } from "../preorder-api";
import { forgetClientId, readStoredClient, type PreorderDraft } from "../preorder-store";

// SPEC §3: a stored client (local storage client id, GET clients/profile) fills in what the guest has
// not: name, phone and, from the saved addresses, the first one as the delivery address.
export function useStoredClient(
  link: string,
  clientId: string | null,
  draft: PreorderDraft,
  updateDraft: (patch: Partial<PreorderDraft>) => void,
  onClientPhone: (phone: string) => void,
) {
  const current = useRef(draft);
  current.current = draft;
  const query = clientProfileQuery(clientId ?? "", readStoredClient(link)?.secret);
  // Each profile fetched (also the refetch of one cached by an earlier visit) fills the form once.
  const { error } = useQuery({ ...query, enabled: clientId !== null });
  useQueryUpdates<Client>(clientId ? query.queryKey : null, (client) => {
    onClientPhone(client.phone);
    const d = current.current;
    const saved = client.super_addresses[0];
    const patch: Partial<PreorderDraft> = {};
    if (!d.name.trim()) patch.name = client.name;
    if (!d.phone.trim()) patch.phone = client.phone;
    // A saved address carries its type (home, work); the order's address does not.
    if (!d.address && saved) patch.address = deliveryAddressSchema.parse(saved);
    if (Object.keys(patch).length > 0) updateDraft(patch);
  });
  // A client the server no longer knows is forgotten; other failures leave the form as it is.
  useEffect(() => {
    if (clientId && isNotFound(error)) forgetClientId(link);
  }, [clientId, error, link]);
}
