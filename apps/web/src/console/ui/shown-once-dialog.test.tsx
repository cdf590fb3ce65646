import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { ShownOnceDialog } from "./shown-once-dialog";
import { polyfillDialog } from "../test/dialog-polyfill";

beforeAll(polyfillDialog);
afterEach(cleanup);

const texts = { title: "Signing secret", once: "Shown once.", copy: "Copy", copied: "Copied", done: "Done" };
const dialog = (secret: string | null, onClose = () => {}) => (
  <ShownOnceDialog secret={secret} texts={texts} onClose={onClose}>
    <code>{secret}</code>
  </ShownOnceDialog>
);

describe("a secret shown once", () => {
  it("draws nothing without a secret", () => {
    render(dialog(null));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the secret under its title; Copy puts it on the clipboard and says so; Done closes", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const onClose = vi.fn();
    const { rerender } = render(dialog("whsec_1", onClose));
    const shown = screen.getByRole("dialog", { name: "Signing secret" });
    expect(shown.textContent).toContain("whsec_1");
    expect(screen.getByRole("status").textContent).toBe("");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy" })));
    expect(writeText).toHaveBeenCalledWith("whsec_1");
    expect(screen.getByRole("status").textContent).toBe("Copied");
    // A new secret (the next rotation) is not said to be copied.
    rerender(dialog("whsec_2", onClose));
    expect(screen.getByRole("status").textContent).toBe("");
    fireEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("does not say Copied when the clipboard refuses", async () => {
    const writeText = vi.fn(() => Promise.reject(new Error("denied")));
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(dialog("secret-x"));
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy" })));
    expect(screen.getByRole("status").textContent).toBe("");
  });
});
