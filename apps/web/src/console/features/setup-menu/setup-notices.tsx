import { useTranslation } from "react-i18next";
import { isVersionConflict } from "./setup-calls";

// A save's failure: a version conflict (two managers, contract/setup.ts) offers the reload; anything else
// not shown at a field says what the server said.
export function SaveFailure({ error, onReload }: { error: unknown; onReload: () => void }) {
  const { t } = useTranslation("setup-menu");
  if (!error) return null;
  if (isVersionConflict(error))
    return (
      <div className="banner banner--error" role="alert">
        <span>{t("conflict.message")}</span>
        <button type="button" className="btn" onClick={onReload}>
          {t("conflict.reload")}
        </button>
      </div>
    );
  return (
    <p className="banner banner--error" role="alert">
      {t("errors.save", { message: error instanceof Error ? error.message : String(error) })}
    </p>
  );
}

export function ManagersOnly() {
  const { t } = useTranslation("setup-menu");
  return (
    <main className="page">
      <h1>{t("title")}</h1>
      <p>{t("errors.role")}</p>
    </main>
  );
}
