import { useTranslation } from "react-i18next";
import type { Locale } from "@tablewise/domain/contract/common";
import { changeLocale, currentLocale } from "../../i18n/setup";
import { languageNames, uiLocales } from "../../i18n/languages";
import { BottomSheet } from "../../ui/bottom-sheet";
import { Flag } from "../../ui/flag";
import { Icon } from "../../ui/icon";
import "./language-sheet.css";

type LanguageSheetProps = { onClose: () => void; choices?: readonly Locale[] };

// The language picker: all seven UI languages on the home page, the SPEC §2 choices in the lobby; each
// named in its own language.
export function LanguageSheet({ onClose, choices = uiLocales }: LanguageSheetProps) {
  const { t } = useTranslation();
  const active = currentLocale();
  const handlePick = (locale: Locale) => {
    void changeLocale(locale).then(onClose);
  };
  return (
    <BottomSheet
      title={t("language.title")}
      onClose={onClose}
      closeLabel={t("common.close")}
      testId="language-sheet"
    >
      <ul className="language-list">
        {choices.map((locale) => (
          <li key={locale}>
            <button
              type="button"
              className="language-list__item"
              aria-pressed={locale === active}
              onClick={() => handlePick(locale)}
              data-testid={`language-${locale}`}
            >
              <Flag locale={locale} />
              <span className="language-list__name" lang={locale}>
                {languageNames[locale]}
              </span>
              {locale === active && <Icon name="check" size={20} className="language-list__check" />}
            </button>
          </li>
        ))}
      </ul>
    </BottomSheet>
  );
}
