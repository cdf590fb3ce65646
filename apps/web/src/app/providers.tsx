import type { ReactNode } from "react";
import { ToastProvider } from "../ui/toast";

// App-wide context around the router.
export function AppProviders({ children }: { children: ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>;
}
