import { useCallback, type ReactNode } from "react";
import type { PreorderPrepareData } from "@tablewise/domain/contract/preorder";
import type { PreorderMode } from "../../lib/route-paths";
import { writeVenueMode } from "../../lib/venue-cache";
import { readCartId, writeCartId } from "../session/cart-id-store";
import { GuestQueryProvider } from "../../lib/guest-query";
import { SessionProvider } from "../session/session-provider";
import { preparePreorder } from "./preorder-api";
import { PreorderProvider } from "./preorder-provider";

// The shell's prepare call (SPEC §7), keeping the guest's cart for this venue and mode. A mode the venue
// has off answers returnToGeneralLink: nothing is kept then.
export async function loadPreorderShell(
  link: string,
  mode: PreorderMode,
  signal: AbortSignal,
): Promise<PreorderPrepareData> {
  const data = await preparePreorder(link, mode, readCartId(link, mode), signal);
  if (!data.returnToGeneralLink) {
    writeCartId(link, mode, data.cart._id);
    // Entering a mode's shell is the guest's choice of mode for this venue (SPEC §3 local storage).
    writeVenueMode(link, { mode });
  }
  return data;
}

type PreorderShellViewProps = { mode: PreorderMode; data: PreorderPrepareData; children: ReactNode };

// The delivery/takeaway shell's providers: the shared ordering session (menus, live cart, paths) and
// the preorder state. SPEC §3 close rule: while the system is closed, adding stays possible only when
// advance orders are allowed (they are then scheduled after it opens).
export function PreorderShellView({ mode, data, children }: PreorderShellViewProps) {
  const end = data.close_rule.end_date ? new Date(data.close_rule.end_date) : null;
  const isSystemOpen = !end || end <= new Date() || data.close_rule.allow_preliminary_orders;
  const link = data.cafe.link;
  // The stop list changed; the same prepare call again (menus and cart).
  const reload = useCallback((signal: AbortSignal) => loadPreorderShell(link, mode, signal), [link, mode]);
  return (
    <GuestQueryProvider>
      <SessionProvider mode={mode} data={data} isSystemOpen={isSystemOpen} reload={reload}>
        <PreorderProvider mode={mode} data={data}>
          {children}
        </PreorderProvider>
      </SessionProvider>
    </GuestQueryProvider>
  );
}
