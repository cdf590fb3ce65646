import { lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadChunk } from "../../lib/load-chunk";
import { Icon } from "../../ui/icon";
import "./scan-code-block.css";

// The sheet, and the decoder behind it, load only when the guest opens it.
const ScanCodeSheet = lazy(() =>
  loadChunk(() => import("./scan-code-sheet")).then((m) => ({ default: m.ScanCodeSheet })),
);

type OpenWith = "camera" | "code";

// SPEC §2 lobby block in preview mode: ordering starts at the table, by its QR code or 6-digit code.
export function ScanCodeBlock({ cartId }: { cartId?: string }) {
  const { t } = useTranslation("scan");
  const [openWith, setOpenWith] = useState<OpenWith | null>(null);
  const titleId = useId();

  return (
    <section className="scan-block" data-testid="scan-code-block" aria-labelledby={titleId}>
      <div className="scan-block__head">
        <span className="scan-block__icon" aria-hidden="true">
          <Icon name="qr" size={30} />
        </span>
        <div>
          <h2 id={titleId} className="scan-block__title">
            {t("block_title")}
          </h2>
          <p className="scan-block__hint">{t("block_hint")}</p>
        </div>
      </div>
      <div className="scan-block__actions">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => setOpenWith("camera")}
          data-testid="scan-open"
        >
          <Icon name="qr" size={18} />
          {t("open")}
        </button>
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => setOpenWith("code")}
          data-testid="scan-enter-code"
        >
          <Icon name="keypad" size={18} />
          {t("enter_code")}
        </button>
      </div>
      {openWith && (
        <Suspense fallback={null}>
          <ScanCodeSheet cartId={cartId} startWith={openWith} onClose={() => setOpenWith(null)} />
        </Suspense>
      )}
    </section>
  );
}
