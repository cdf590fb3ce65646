import { useId } from "react";
import { useTranslation } from "react-i18next";
import { languageNames, uiLocales, isLocale } from "../../i18n/languages";
import { changeConsoleLocale, consoleLocale } from "../i18n/console-i18n";

// The console's own language (remembered apart from the guest app's choice on a shared device).
export function LanguagePicker() {
  const { t, i18n } = useTranslation("console");
  const id = useId();
  return (
    <span className="lang-picker">
      <label htmlFor={id} className="visually-hidden">
        {t("shell.language")}
      </label>
      <select
        id={id}
        className="lang-picker__select"
        value={i18n.resolvedLanguage ?? consoleLocale()}
        onChange={(e) => {
          if (isLocale(e.target.value)) void changeConsoleLocale(e.target.value);
        }}
      >
        {uiLocales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {languageNames[locale]}
          </option>
        ))}
      </select>
    </span>
  );
}
