import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { loadChunk } from "../../lib/load-chunk";
import { buildPath } from "../../lib/route-paths";
import { BottomSheet } from "../../ui/bottom-sheet";
import { isTableCode, parseTableLink } from "./parse-table-link";
import "./scan-code.css";

type CameraState = "starting" | "on" | "unavailable";

// SPEC §2 scan-code prompt: the table's QR code through the rear camera, or its 6-digit code typed in.
// With a cart the guest goes to the table's cart, which takes this cart over (inside_cart accepts cart_id).
export function ScanCodeSheet({ cartId, onClose }: { cartId?: string; onClose: () => void }) {
  const { t } = useTranslation("scan");
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const [camera, setCamera] = useState<CameraState>("starting");
  const [isRejected, setRejected] = useState(false);
  const [code, setCode] = useState("");
  const inputId = useId();

  const goToTable = (tableCode: string) => {
    onClose();
    void navigate(
      cartId
        ? buildPath("inside_cart", { inside_code: tableCode }, { cart_id: cartId })
        : buildPath("lobby", { inside_code: tableCode }),
    );
  };
  const goRef = useRef(goToTable);
  goRef.current = goToTable;

  useEffect(() => {
    let stop: (() => void) | null = null;
    let isCancelled = false;
    const el = video.current;
    if (!el) return;
    loadChunk(() => import("./qr-camera"))
      .then(({ startQrCamera }) =>
        startQrCamera(el, (text) => {
          const found = parseTableLink(text, window.location.host);
          if (found) goRef.current(found);
          else setRejected(true);
        }),
      )
      .then((stopCamera) => {
        if (isCancelled) stopCamera();
        else {
          stop = stopCamera;
          setCamera("on");
        }
      })
      .catch(() => {
        if (!isCancelled) setCamera("unavailable");
      });
    return () => {
      isCancelled = true;
      stop?.();
    };
  }, []);

  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (isTableCode(code)) goToTable(code);
  };

  return (
    <BottomSheet title={t("title")} onClose={onClose} closeLabel={t("close")} testId="scan-sheet">
      <div className="scan-viewport">
        <video ref={video} className="scan-viewport__video" muted playsInline data-testid="scan-video" />
        <span className="scan-viewport__frame" aria-hidden="true" />
        {camera === "starting" && <p className="scan-viewport__note">{t("starting")}</p>}
        {camera === "unavailable" && (
          <p className="scan-viewport__note" role="alert" data-testid="scan-error">
            {t("camera_unavailable")}
          </p>
        )}
      </div>
      {isRejected && (
        <p className="scan-rejected" role="status" data-testid="scan-rejected">
          {t("rejected")}
        </p>
      )}
      <form className="scan-code-form" onSubmit={handleSubmit}>
        <label htmlFor={inputId} className="scan-code-form__label">
          {t("code_label")}
        </label>
        <div className="scan-code-form__row">
          <input
            id={inputId}
            className="scan-code-form__input"
            inputMode="numeric"
            autoComplete="off"
            pattern="\d{6}"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, "").slice(0, 6))}
            data-testid="table-code-input"
          />
          <button
            type="submit"
            className="btn btn--primary"
            disabled={!isTableCode(code)}
            data-testid="table-code-submit"
          >
            {t("go")}
          </button>
        </div>
      </form>
    </BottomSheet>
  );
}
