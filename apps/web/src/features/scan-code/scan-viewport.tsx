import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../ui/icon";
import { useQrCamera } from "./use-qr-camera";
import "./scan-viewport.css";

type ScanViewportProps = {
  onText: (text: string) => void;
  // The last scanned code was not a table code of this app (SPEC §2); scanning goes on.
  isRejected: boolean;
};

// The live camera picture with a frame marking where the decoder looks (qr-scanner reads the centre
// two thirds of the picture's shorter side; the square viewport shows exactly that side).
export function ScanViewport({ onText, isRejected }: ScanViewportProps) {
  const { t } = useTranslation("scan");
  const video = useRef<HTMLVideoElement>(null);
  const status = useQrCamera(video, onText);
  const isFailed = status === "blocked" || status === "unavailable";

  return (
    <>
      <div className={isFailed ? "scan-viewport scan-viewport--off" : "scan-viewport"} data-status={status}>
        {/* Muted and inline so mobile browsers play the camera stream without a tap or full screen. */}
        <video
          ref={video}
          className="scan-viewport__video"
          muted
          playsInline
          hidden={isFailed}
          aria-label={t("video_label")}
          data-testid="scan-video"
        />
        {!isFailed && (
          <div className="scan-viewport__frame" aria-hidden="true">
            <span className="scan-viewport__corner scan-viewport__corner--ss" />
            <span className="scan-viewport__corner scan-viewport__corner--se" />
            <span className="scan-viewport__corner scan-viewport__corner--es" />
            <span className="scan-viewport__corner scan-viewport__corner--ee" />
            {status === "on" && <span className="scan-viewport__line" />}
          </div>
        )}
        {status === "starting" && (
          <p className="scan-viewport__note" role="status">
            {t("starting")}
          </p>
        )}
        {isFailed && (
          <div className="scan-viewport__error" role="alert" data-testid="scan-error">
            <Icon name="camera" size={28} />
            <p>{t(status === "blocked" ? "camera_blocked" : "camera_unavailable")}</p>
          </div>
        )}
      </div>
      {!isFailed && (
        <p
          className={isRejected ? "scan-feedback scan-feedback--rejected" : "scan-feedback"}
          role="status"
          data-testid={isRejected ? "scan-rejected" : undefined}
        >
          {t(isRejected ? "rejected" : "aim_hint")}
        </p>
      )}
    </>
  );
}
