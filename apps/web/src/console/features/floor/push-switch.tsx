import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { consoleLocale } from "../../i18n/console-i18n";
import { PushRefused, readPushState, turnPushOff, turnPushOn, type PushState } from "./push-subscription";

type Shown = PushState | "checking" | "failed";

// "Phone alerts": Web Push to this device, for alerts with the phone locked or the page closed. When push
// is unavailable or refused it says so plainly: alerts still sound while this page is open.
export function PushSwitch() {
  const { t } = useTranslation("floor");
  const [state, setState] = useState<Shown>("checking");
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    readPushState()
      .then((s) => live && setState(s))
      .catch(() => live && setState("unsupported"));
    return () => {
      live = false;
    };
  }, []);
  const on = state === "on";
  const toggle = async () => {
    setBusy(true);
    try {
      if (on) {
        await turnPushOff();
        setState("off");
      } else {
        await turnPushOn(consoleLocale());
        setState("on");
      }
    } catch (error) {
      setState(error instanceof PushRefused ? error.reason : "failed");
    } finally {
      setBusy(false);
    }
  };
  const note =
    state === "unsupported" || state === "denied" || state === "failed"
      ? t(`push.${state}`)
      : t(`push.${on ? "onHint" : "offHint"}`);
  return (
    <div className="fl-push">
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby="fl-push-note"
        className={`fl-switch${on ? " fl-switch--on" : ""}`}
        disabled={busy || state === "checking" || state === "unsupported"}
        onClick={() => void toggle()}
      >
        <span className="fl-switch__track" aria-hidden="true">
          <span className="fl-switch__thumb" />
        </span>
        {t("push.label")}
      </button>
      <p id="fl-push-note" className="fl-hint" role="status">
        {note}
      </p>
    </div>
  );
}
