import { createContext, useContext } from "react";
import type { Unseen } from "../features/board/alerts";
import type { LaneId } from "../features/board/lanes";
import type { Connection } from "../features/board/staff-socket";

export type Alerts = {
  unseen: Unseen;
  markSeen: (lane: LaneId) => void;
  sound: boolean;
  toggleSound: () => void;
  connection: Connection;
  announcement: string;
  // Polite words for the result of an action (the console's one live region).
  announce: (text: string) => void;
};

export const AlertsContext = createContext<Alerts | null>(null);

export function useAlerts(): Alerts {
  const alerts = useContext(AlertsContext);
  if (!alerts) throw new Error("useAlerts outside the console shell");
  return alerts;
}
