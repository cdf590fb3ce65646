import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadChunk } from "../../lib/load-chunk";
import { Icon } from "../../ui/icon";
import "./scan-code.css";

const ScanCodeSheet = lazy(() =>
  loadChunk(() => import("./scan-code-sheet")).then((m) => ({ default: m.ScanCodeSheet })),
);

// SPEC §2 lobby block in preview mode: ordering starts at the table, by its QR code or 6-digit code.
export function ScanCodeBlock({ cartId }: { cartId?: string }) {
  const { t } = useTranslation("scan");
  const [isOpen, setOpen] = useState(false);
  return (
    <section className="scan-block" data-testid="scan-code-block" aria-labelledby="scan-block-title">
      <span className="scan-block__icon" aria-hidden="true">
        <Icon name="qr" size={32} />
      </span>
      <div className="scan-block__text">
        <h2 id="scan-block-title" className="scan-block__title">
          {t("block_title")}
        </h2>
        <p className="scan-block__hint">{t("block_hint")}</p>
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => setOpen(true)}
          data-testid="scan-open"
        >
          {t("open")}
        </button>
      </div>
      {isOpen && (
        <Suspense fallback={null}>
          <ScanCodeSheet cartId={cartId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
