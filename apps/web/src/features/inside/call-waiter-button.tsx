import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RequestError } from "../../lib/api-client";
import { readString, writeString } from "../../lib/storage";
import { useNow } from "../../lib/use-now";
import { getVisitorId } from "../../lib/visitor-id";
import { Icon } from "../../ui/icon";
import { useToast } from "../../ui/toast";
import { callWaiter } from "./inside-api";
import { useInsideTable } from "./inside-context";
import "./inside.css";

// SPEC §4/§9: after a call the button stays disabled for 59 s, on every screen and across reloads, so
// the end of the cooldown is kept per table in local storage. The server holds the same limit.
export const callWaiterCooldownMs = 59_000;
const key = (code: string) => `call_waiter_until:${code}`;

export function CallWaiterButton() {
  const { t } = useTranslation("order");
  const { code } = useInsideTable();
  const showToast = useToast();
  const now = useNow(1000);
  const [until, setUntil] = useState(() => Number(readString(key(code)) ?? 0));
  const [isBusy, setBusy] = useState(false);
  const secondsLeft = Math.max(0, Math.ceil((until - now.getTime()) / 1000));

  const hold = (endsAt: number) => {
    setUntil(endsAt);
    writeString(key(code), String(endsAt));
  };
  const handleCall = async () => {
    setBusy(true);
    try {
      const answer = await callWaiter(code, getVisitorId());
      hold(Date.parse(answer.next_call_at));
      showToast(t("waiter.called"));
    } catch (error) {
      // SPEC §7: call-waiter errors are only logged. A refusal for calling too soon means someone at the
      // table has just called: the button waits like after a call of its own.
      if (error instanceof RequestError && error.status === 429) {
        hold(Date.now() + callWaiterCooldownMs);
        showToast(t("waiter.called"));
      } else showToast(t("waiter.failed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className="btn btn--outline btn--block call-waiter"
      onClick={() => void handleCall()}
      disabled={isBusy || secondsLeft > 0}
      data-testid="call-waiter"
    >
      <Icon name="timer" size={20} />
      {secondsLeft > 0 ? t("waiter.wait", { count: secondsLeft }) : t("waiter.call")}
    </button>
  );
}
