import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Locale } from "@tablewise/domain/contract/common";
import { currentLocale } from "../../i18n/setup";
import { languageNames } from "../../i18n/languages";
import { Flag } from "../../ui/flag";
import { loadChunk } from "../../lib/load-chunk";
import "../../ui/button.css";

const LanguageSheet = lazy(() =>
  loadChunk(() => import("./language-sheet")).then((m) => ({ default: m.LanguageSheet })),
);

// The flag button of the home header; the picker sheet loads on first use.
export function LanguageButton({ className, choices }: { className?: string; choices?: readonly Locale[] }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const locale = currentLocale();
  return (
    <>
      <button
        type="button"
        className={className ? `icon-btn ${className}` : "icon-btn"}
        aria-label={t("language.button", { name: languageNames[locale] })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="language-button"
      >
        <Flag locale={locale} />
      </button>
      {isOpen && (
        <Suspense fallback={null}>
          <LanguageSheet onClose={() => setOpen(false)} choices={choices} />
        </Suspense>
      )}
    </>
  );
}
