import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { initI18n, loadNamespaces } from "../../../i18n/setup";
import { ToastProvider } from "../../../ui/toast";
import { CallWaiterButton } from "./call-waiter-button";
import { InsideContext, type InsideTable } from "../inside-context";
import type { WaiterCallState } from "./waiter-call-state";

// The button's status line says what became of the table's call.
function renderWith(waiterCall: WaiterCallState | null) {
  const table = {
    code: "111114",
    inside: { access_code: "0.x", section_name: "Hall", table_name: "4" },
    waiterCall,
    noteWaiterCall: () => {},
  } as unknown as InsideTable;
  return render(
    <ToastProvider>
      <InsideContext.Provider value={table}>
        <CallWaiterButton />
      </InsideContext.Provider>
    </ToastProvider>,
  );
}

describe("CallWaiterButton status", () => {
  beforeAll(async () => {
    await initI18n();
    await loadNamespaces(["order"]);
  });
  afterEach(cleanup);

  it("says nothing before a call", () => {
    renderWith(null);
    expect(screen.getByTestId("waiter-call-status").textContent).toBe("");
    expect(screen.getByTestId("call-waiter").textContent).toBe("Call a waiter");
  });

  it("says 'Waiter called' while the call waits, never that a waiter is coming", () => {
    renderWith({ status: "called", called_at: new Date().toISOString(), acknowledged_at: null });
    expect(screen.getByTestId("waiter-call-status").textContent).toBe("Waiter called");
    expect(document.body.textContent).not.toMatch(/coming/);
  });

  it("says 'A waiter is coming' once acknowledged", () => {
    const at = new Date().toISOString();
    renderWith({ status: "coming", called_at: at, acknowledged_at: at });
    expect(screen.getByTestId("waiter-call-status").textContent).toBe("A waiter is coming");
  });
});
