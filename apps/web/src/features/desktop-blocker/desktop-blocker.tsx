import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../ui/icon";
import "./desktop-blocker.css";

// The QR code is drawn in the browser; the qrcode package loads only on a desktop screen.
function useQrDataUrl(text: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import("qrcode")
      .then((qr) =>
        qr.toDataURL(text, {
          margin: 1,
          width: 480,
          errorCorrectionLevel: "M",
          color: { dark: "#1f1a17", light: "#ffffff" },
        }),
      )
      .then((data) => live && setUrl(data))
      .catch(() => live && setUrl(null));
    return () => {
      live = false;
    };
  }, [text]);
  return url;
}

// SPEC §1 desktop blocker: asks to scan the QR code of the current address with a phone.
export function DesktopBlocker() {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const address = window.location.href;
  const qr = useQrDataUrl(address);
  return (
    <main className="blocker">
      <div
        className="blocker__card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        data-testid="desktop-blocker"
      >
        <div className="blocker__badge" aria-hidden="true">
          <Icon name="phoneScan" size={28} />
        </div>
        <h1 id={titleId} className="blocker__title">
          {t("blocker.title")}
        </h1>
        <p id={textId} className="blocker__text">
          {t("blocker.text")}
        </p>
        <div className="blocker__qr">
          {qr ? (
            <img src={qr} alt={t("blocker.qr")} width={240} height={240} />
          ) : (
            <div className="blocker__qr-skeleton" />
          )}
        </div>
        <p className="blocker__hint">{t("blocker.address")}</p>
        <p className="blocker__address" dir="ltr">
          {address}
        </p>
      </div>
    </main>
  );
}
