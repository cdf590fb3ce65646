import { createContext, useContext } from "react";
import type { EstimateTariffsData } from "@tablewise/domain/contract/delivery";
import type { Order } from "@tablewise/domain/contract/order";
import type { CloseRule, TimeslotsByDate } from "@tablewise/domain/contract/preorder";
import type { PreorderMode } from "../../lib/route-paths";
import type { PreorderDraft } from "./preorder-store";

export type TariffEstimate =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; data: EstimateTariffsData }
  | { status: "error" };

// What the delivery/takeaway shell adds to the ordering session (SPEC §3 store-level data): time slots,
// the close rule, the order form the guest fills in, the tariffs for the chosen address and the
// preorder followed in realtime until its receipt (SPEC §4 preorder_update).
export type PreorderSession = {
  mode: PreorderMode;
  link: string;
  timeslots: TimeslotsByDate;
  closeRule: CloseRule;
  // SPEC §4 time mode: closed (the venue's schedule or the system's close rule) makes scheduled a must.
  isClosed: boolean;
  // Until when the delivery or takeaway system is closed, when it is (SPEC §2 closed banners).
  systemClosedUntil: Date | null;
  draft: PreorderDraft;
  updateDraft: (patch: Partial<PreorderDraft>) => void;
  // The phone in E.164 once the phone input has read it as a valid number, else null.
  phoneE164: string | null;
  setPhoneE164: (phone: string | null) => void;
  clientId: string | null;
  // The phone the server holds for that client (verified there), once known.
  clientPhone: string | null;
  setClient: (id: string, phone: string, secret?: string) => void;
  // Empties the form and forgets the client in memory (storage is cleared by the caller).
  forgetDetails: () => void;
  // The phone-verification token of the phone now in the form (a token of another phone does not count).
  verificationToken: string | null;
  setVerificationToken: (phone: string, token: string) => void;
  tariffs: TariffEstimate;
  order: Order | null;
  follow: (order: Order) => void;
  cancelled: Order | null;
  showCancelled: () => void;
};

export const PreorderContext = createContext<PreorderSession | null>(null);

export function usePreorder(): PreorderSession {
  const session = useContext(PreorderContext);
  if (!session) throw new Error("usePreorder outside the delivery/takeaway shell");
  return session;
}
