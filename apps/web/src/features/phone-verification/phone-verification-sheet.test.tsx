import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { initI18n, loadNamespaces } from "../../i18n/setup";
import { PhoneVerificationSheet } from "./phone-verification-sheet";

const json = (data: unknown) => new Response(JSON.stringify({ success: true, data }));

describe("phone verification modal (SPEC §4)", () => {
  beforeAll(async () => {
    await initI18n();
    await loadNamespaces(["phone"]);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("asks for a code on open, clears a wrong one, and closes 2 s after the right one", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(json({ token: "tok", already_verified: false }))
      .mockResolvedValueOnce(json({ valid: false }))
      .mockResolvedValueOnce(json({ valid: true }));
    const onVerified = vi.fn();
    render(
      <PhoneVerificationSheet cafeId="v1" phone="+380671234567" onVerified={onVerified} onClose={() => {}} />,
    );
    const input = (await screen.findByTestId("phone-code")) as HTMLInputElement;
    await vi.waitFor(() => expect(input.disabled).toBe(false));
    // Three digits send nothing; the fourth submits at once.
    fireEvent.change(input, { target: { value: "123" } });
    expect(fetch).toHaveBeenCalledTimes(1);
    fireEvent.change(input, { target: { value: "1234" } });
    expect(await screen.findByTestId("phone-error")).toBeTruthy();
    expect(input.value).toBe("");
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(input, { target: { value: "5678" } });
    expect(await screen.findByTestId("phone-verified")).toBeTruthy();
    expect(onVerified).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(onVerified).toHaveBeenCalledWith("tok");
    expect(JSON.parse(String(fetch.mock.calls[2]![1]!.body))).toEqual({ token: "tok", code: "5678" });
  });

  it("succeeds at once for a phone already verified, and keeps resend disabled for 60 s", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(json({ token: "t2", already_verified: true }));
    const onVerified = vi.fn();
    render(
      <PhoneVerificationSheet cafeId="v1" phone="+380671234567" onVerified={onVerified} onClose={() => {}} />,
    );
    expect(await screen.findByTestId("phone-verified")).toBeTruthy();
    await vi.waitFor(() => expect(onVerified).toHaveBeenCalledWith("t2"), { timeout: 3000 });
  });

  it("counts the resend cooldown down from 60 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.spyOn(globalThis, "fetch").mockResolvedValue(json({ token: "t3", already_verified: false }));
    render(
      <PhoneVerificationSheet cafeId="v1" phone="+380671234567" onVerified={() => {}} onClose={() => {}} />,
    );
    const resend = (await screen.findByTestId("phone-resend")) as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toMatch(/60 seconds/);
    for (let s = 0; s < 59; s++) await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toMatch(/1 second$/);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(resend.disabled).toBe(false);
  });
  it("says the code could not be sent and lets the guest ask again at once", async () => {
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(
        new Response(
          JSON.stringify({
            success: false,
            error: { code: "sms_failed", message: "Could not send the code, try again in a moment" },
          }),
          { status: 424 },
        ),
      )
      .mockResolvedValueOnce(json({ token: "t4", already_verified: false }));
    render(
      <PhoneVerificationSheet cafeId="v1" phone="+380671234567" onVerified={() => {}} onClose={() => {}} />,
    );
    const failed = await screen.findByTestId("phone-failed");
    expect(failed.textContent).toBe("Could not send the code, try again.");
    expect(screen.queryByText(/We sent a 4-digit code/)).toBeNull();
    expect((screen.getByTestId("phone-code") as HTMLInputElement).disabled).toBe(true);
    const resend = screen.getByTestId("phone-resend") as HTMLButtonElement;
    expect(resend.disabled).toBe(false);
    fireEvent.click(resend);
    const input = screen.getByTestId("phone-code") as HTMLInputElement;
    await vi.waitFor(() => expect(input.disabled).toBe(false));
    expect(screen.queryByTestId("phone-failed")).toBeNull();
    expect(screen.getByText(/We sent a 4-digit code/)).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("resumes a check sent before a reload: no new request, the cooldown runs on, the sent code's token confirms", async () => {
    const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(json({ valid: true }));
    const onSent = vi.fn();
    render(
      <PhoneVerificationSheet
        cafeId="v1"
        phone="+380671234567"
        resume={{ token: "sent-before", sentAt: Date.now() - 20_000 }}
        onSent={onSent}
        onVerified={() => {}}
        onClose={() => {}}
      />,
    );
    const input = (await screen.findByTestId("phone-code")) as HTMLInputElement;
    expect(input.disabled).toBe(false);
    expect(screen.getByTestId("phone-resend").textContent).toMatch(/40/);
    fireEvent.change(input, { target: { value: "1234" } });
    expect(await screen.findByTestId("phone-verified")).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetch.mock.calls[0]![1]!.body))).toEqual({ token: "sent-before", code: "1234" });
    expect(onSent).not.toHaveBeenCalled();
  });

  it("tells who keeps the token of each code it sends", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(json({ token: "fresh", already_verified: false }));
    const onSent = vi.fn();
    render(
      <PhoneVerificationSheet
        cafeId="v1"
        phone="+380671234567"
        onSent={onSent}
        onVerified={() => {}}
        onClose={() => {}}
      />,
    );
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledWith("fresh"));
  });
});
