import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { ModalDialog } from "./modal-dialog";
import { polyfillDialog } from "../test/dialog-polyfill";

beforeAll(polyfillDialog);
afterEach(cleanup);

function Owner({ mounted, canClose = true }: { mounted: boolean; canClose?: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    if (canClose) setOpen(false);
  };
  const dialog = (
    <ModalDialog open={open} labelledBy="t" onClose={close}>
      <h2 id="t">Refund</h2>
      <button type="button" onClick={close}>
        Cancel
      </button>
    </ModalDialog>
  );
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {mounted ? dialog : open && dialog}
    </>
  );
}

function openFromButton() {
  const opener = screen.getByRole("button", { name: "Open" });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole("dialog", { name: "Refund" });
  expect(dialog).toHaveProperty("open", true);
  screen.getByRole("button", { name: "Cancel" }).focus(); // showModal moves focus in
  return { opener, dialog };
}

describe("the console's modal dialog", () => {
  it("Escape closes a dialog its owner unmounts, and focus returns to the button that opened it", () => {
    render(<Owner mounted={false} />);
    const { opener, dialog } = openFromButton();
    fireEvent(dialog, new Event("cancel", { cancelable: true }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("its own Cancel closes a dialog that stays mounted, and focus returns to the opener", () => {
    render(<Owner mounted />);
    const { opener, dialog } = openFromButton();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(dialog).toHaveProperty("open", false);
    expect(document.activeElement).toBe(opener);
  });

  it("Escape leaves it to the owner: a dialog its owner keeps open stays open", () => {
    render(<Owner mounted canClose={false} />);
    const { dialog } = openFromButton();
    const escape = new Event("cancel", { cancelable: true });
    fireEvent(dialog, escape);
    expect(escape.defaultPrevented).toBe(true);
    expect(dialog).toHaveProperty("open", true);
  });

  it("tells the owner when the browser closes it without asking (a repeated Escape)", () => {
    const onClose = vi.fn();
    render(
      <ModalDialog labelledBy="x" onClose={onClose}>
        <h2 id="x">Rename</h2>
      </ModalDialog>,
    );
    fireEvent(screen.getByRole("dialog", { name: "Rename" }), new Event("close"));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
