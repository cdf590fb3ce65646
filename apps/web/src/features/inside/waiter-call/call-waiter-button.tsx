import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RequestError } from "../../../lib/api-client";
import { readString, writeString } from "../../../lib/storage";
import { useNow } from "../../../lib/use-now";
import { getVisitorId } from "../../../lib/visitor-id";
import { Icon } from "../../../ui/icon";
import { useToast } from "../../../ui/toast";
import { callWaiter } from "../inside-api";
import { useInsideTable } from "../inside-context";
import { calledAt, comingShownMs, shownWaiterCall } from "./waiter-call-state";
import "../inside.css";

// SPEC §4/§9: after a call the button stays disabled for 59 s, on every screen and across reloads, so
// the end of the cooldown is kept per table in local storage. The server holds the same limit.
export const callWaiterCooldownMs = 59_000;
const key = (code: string) => `call_waiter_until:${code}`;

export function CallWaiterButton() {
  const { t } = useTranslation("order");
  const { code, inside, waiterCall, noteWaiterCall } = useInsideTable();
  const showToast = useToast();
  const now = useNow(1000);
  const [until, setUntil] = useState(() => Number(readString(key(code)) ?? 0));
  const [isBusy, setBusy] = useState(false);
  // Counted from a fresh clock when the hold starts (useNow's last tick can be nearly a
  // second old) and never above the cooldown (a phone's clock behind the server's would add seconds), so
  // the countdown starts at 59, not 61.
  const [heldAt, setHeldAt] = useState(0);
  const secondsLeft = Math.min(
    callWaiterCooldownMs / 1000,
    Math.max(0, Math.ceil((until - Math.max(now.getTime(), heldAt)) / 1000)),
  );
  // "Waiter called" until a waiter acknowledges the call, then "A waiter is coming".
  const shown = shownWaiterCall(waiterCall, now.getTime());

  const hold = (endsAt: number) => {
    setUntil(endsAt);
    setHeldAt(Date.now());
    writeString(key(code), String(endsAt));
  };
  const handleCall = async () => {
    setBusy(true);
    try {
      const answer = await callWaiter(code, inside.access_code, getVisitorId());
      hold(Date.parse(answer.next_call_at));
      noteWaiterCall(calledAt(answer.called_at));
      showToast(t("waiter.called"));
    } catch (error) {
      // SPEC §7: call-waiter errors are only logged. A refusal for calling too soon means someone at the
      // table has just called: the button waits like after a call of its own.
      if (error instanceof RequestError && error.status === 429) {
        hold(Date.now() + callWaiterCooldownMs);
        // That call's time is unknown here: dated before any the server tells of, so its own state
        // (listen_table's catch-up) replaces this one.
        if (!waiterCall) noteWaiterCall(calledAt(new Date(Date.now() - comingShownMs).toISOString()));
        showToast(t("waiter.called"));
      } else showToast(t("waiter.failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className="call-waiter__status" role="status" data-testid="waiter-call-status">
        {shown === "called" && t("waiter.status_called")}
        {shown === "coming" && t("waiter.status_coming")}
      </p>
      <button
        type="button"
        className="btn btn--outline btn--block call-waiter"
        onClick={() => void handleCall()}
        disabled={isBusy || secondsLeft > 0}
        data-testid="call-waiter"
      >
        <Icon name="timer" size={20} />
        {secondsLeft <= 0
          ? t("waiter.call")
          : // The status line above already says the waiter was called: the button only counts down,
            // short enough for one line at 390 px (waiter.again_short).
            t("waiter.again_short", { count: secondsLeft })}
      </button>
    </>
  );
}
