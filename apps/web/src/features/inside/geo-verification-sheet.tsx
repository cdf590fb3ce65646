import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { BottomSheet } from "../../ui/bottom-sheet";
import { Icon } from "../../ui/icon";
import { verifyGeolocation } from "./inside-api";
import "../../ui/spinner.css";

// SPEC §9: the success state shows about 2 s before the token is handed on.
export const geoSuccessDelayMs = 2000;
type GeoState = "default" | "busy" | "success" | "out_of_range" | "deny";

type GeoVerificationSheetProps = {
  code: string;
  accessCode: string;
  onVerified: (token: string) => void;
  onClose: () => void;
};

function currentPosition(): Promise<{ lat: number; lon: number }> {
  return new Promise((resolve, reject) => {
    if (!("geolocation" in navigator)) return reject(new Error("no geolocation"));
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lon: p.coords.longitude }),
      reject,
      // A fresh fix every time: "check again" must not answer with the position that was out of range.
      { enableHighAccuracy: true, timeout: 20_000, maximumAge: 0 },
    );
  });
}

// SPEC §2/§4/§8 geo-verification modal: default, busy, then success (token after about 2 s), out of
// range, or deny (any failure: permission refused, no position, the check failing), which offers reload.
export function GeoVerificationSheet({ code, accessCode, onVerified, onClose }: GeoVerificationSheetProps) {
  const { t } = useTranslation("order");
  const [state, setState] = useState<GeoState>("default");
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const handleCheck = async () => {
    setState("busy");
    try {
      const result = await verifyGeolocation(code, accessCode, await currentPosition());
      if (!result.passed || !result.geolocation_token) return setState("out_of_range");
      const token = result.geolocation_token;
      setState("success");
      timer.current = window.setTimeout(() => onVerified(token), geoSuccessDelayMs);
    } catch {
      setState("deny");
    }
  };

  return (
    <BottomSheet
      title={t(`geo.${state}.title`)}
      onClose={state === "busy" || state === "success" ? undefined : onClose}
      closeLabel={t("close")}
      testId="geo-sheet"
    >
      <div className="geo-sheet" data-state={state}>
        <span className={`geo-sheet__icon geo-sheet__icon--${state}`} aria-hidden="true">
          <Icon
            name={state === "success" ? "check" : state === "default" || state === "busy" ? "pin" : "alert"}
            size={32}
          />
        </span>
        <p className="geo-sheet__text" role={state === "default" ? undefined : "status"}>
          {t(`geo.${state}.text`)}
        </p>
        {state === "default" && (
          <button
            type="button"
            className="btn btn--primary btn--block"
            onClick={() => void handleCheck()}
            data-testid="geo-check"
          >
            {t("geo.default.action")}
          </button>
        )}
        {state === "busy" && <span className="spinner" aria-hidden="true" />}
        {state === "out_of_range" && (
          <button
            type="button"
            className="btn btn--outline btn--block"
            onClick={() => void handleCheck()}
            data-testid="geo-retry"
          >
            {t("geo.out_of_range.action")}
          </button>
        )}
        {state === "deny" && (
          <button
            type="button"
            className="btn btn--primary btn--block"
            onClick={() => window.location.reload()}
            data-testid="geo-reload"
          >
            {t("geo.deny.action")}
          </button>
        )}
      </div>
    </BottomSheet>
  );
}
