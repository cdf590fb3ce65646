import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SetupDocument, SetupMenuEntry } from "@tablewise/domain/contract/setup";
import { isManager } from "../session/use-me";
import { saveTranslations, setupQueryKey } from "./setup-calls";
import { ManagersOnly, SaveFailure } from "./setup-notices";
import { changedTexts, translationRows } from "./translation-rows";
import { useSetup } from "./use-setup";
import "./setup-menu.css";

// One menu, one of its locales; missing translations marked and countable.
export function TranslationsPage() {
  const { t, i18n } = useTranslation("setup-menu");
  const { me, venueId, query } = useSetup();
  const [params, setParams] = useSearchParams();
  const id = useId();
  useEffect(() => {
    document.title = `${t("translations.heading")} · ${me.venue.name}`;
  }, [t, me.venue.name]);
  if (!isManager(me)) return <ManagersOnly />;
  const doc = query.data;
  const entry = doc?.menus.find((e) => e.menu._id === params.get("menu")) ?? doc?.menus[0] ?? null;
  const locales = entry ? entry.menu.locales.filter((l) => l !== entry.menu.original_locale) : [];
  const requested = params.get("locale");
  const locale = requested && locales.includes(requested) ? requested : (locales[0] ?? null);
  const choose = (menu: string, nextLocale: string | null) =>
    setParams(nextLocale ? { menu, locale: nextLocale } : { menu });
  return (
    <main className="page sm-page">
      <div className="page__head">
        <h1>{t("translations.heading")}</h1>
        <Link
          className="btn"
          to={`/console/setup/menu${entry ? `?menu=${encodeURIComponent(entry.menu._id)}` : ""}`}
        >
          {t("back")}
        </Link>
      </div>
      {query.isError && (
        <p className="banner banner--error" role="alert">
          {t("errors.load")}
        </p>
      )}
      {!doc && !query.isError && <p aria-busy="true">{t("loading")}</p>}
      {doc && entry && (
        <div className="sm-toolbar">
          <label className="field">
            <span className="field__label">{t("translations.menu")}</span>
            <select
              id={`${id}-menu`}
              className="field__input"
              value={entry.menu._id}
              onChange={(e) => choose(e.target.value, null)}
            >
              {doc.menus.map((e) => (
                <option key={e.menu._id} value={e.menu._id}>
                  {e.menu.title}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t("translations.locale")}</span>
            <select
              className="field__input"
              value={locale ?? ""}
              disabled={locales.length === 0}
              onChange={(e) => choose(entry.menu._id, e.target.value)}
            >
              {locales.map((l) => (
                <option key={l} value={l}>
                  {languageName(l, i18n.language)}
                </option>
              ))}
            </select>
          </label>
        </div>
      )}
      {entry && !locale && <p>{t("translations.noLocales")}</p>}
      {doc && entry && locale && (
        <TranslationTable
          key={`${entry.menu._id}:${locale}`}
          entry={entry}
          locale={locale}
          venueId={venueId}
        />
      )}
    </main>
  );
}

function TranslationTable({
  entry,
  locale,
  venueId,
}: {
  entry: SetupMenuEntry;
  locale: string;
  venueId: string;
}) {
  const { t } = useTranslation("setup-menu");
  const client = useQueryClient();
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [missingOnly, setMissingOnly] = useState(false);
  const [status, setStatus] = useState("");
  const rows = useMemo(() => translationRows(entry.menu, locale), [entry.menu, locale]);
  const missing = rows.filter((r) => !(edits[r.key] ?? r.translation).trim()).length;
  const change = changedTexts(rows, edits);
  const save = useMutation({
    mutationFn: () =>
      saveTranslations(venueId, entry.menu._id, {
        locale,
        texts: change.texts,
        ...(change.menuTouched ? { menu_version: entry.version } : {}),
        product_versions: Object.fromEntries(
          change.products.map((p) => [p, entry.product_versions[p] ?? ""]).filter(([, v]) => v),
        ),
      }),
    onSuccess: (saved) => {
      client.setQueryData<SetupDocument>(setupQueryKey(venueId), (old) =>
        old ? { ...old, menus: old.menus.map((e) => (e.menu._id === saved.menu._id ? saved : e)) } : old,
      );
      setEdits({});
      setStatus(t("saved"));
    },
  });
  const shown = missingOnly ? rows.filter((r) => !r.translation.trim() || r.key in edits) : rows;
  return (
    <form
      className="sm-editor"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (change.texts.length) save.mutate();
      }}
    >
      <div className="sm-toolbar">
        <p className={missing ? "sm-missing-count" : "muted"} role="status">
          {t("translations.missing", { count: missing })}
        </p>
        <label className="sm-check">
          <input type="checkbox" checked={missingOnly} onChange={(e) => setMissingOnly(e.target.checked)} />
          {t("translations.missingOnly")}
        </label>
      </div>
      <table className="sm-translations">
        <caption className="visually-hidden">
          {t("translations.caption", { menu: entry.menu.title, locale })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t("translations.what")}</th>
            <th scope="col">{t("translations.original", { locale: entry.menu.original_locale })}</th>
            <th scope="col">{t("translations.translation", { locale })}</th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => {
            const value = edits[row.key] ?? row.translation;
            const isMissing = !value.trim();
            return (
              <tr key={row.key} className={isMissing ? "sm-row--missing" : undefined}>
                <td>
                  <span className="sm-kind">{t(`translations.kinds.${row.section}`)}</span>
                  {row.context && (
                    <span className="muted">
                      {" · "}
                      <bdi>{row.context}</bdi>
                    </span>
                  )}
                </td>
                <td lang={entry.menu.original_locale} dir="auto" className="sm-original">
                  {row.original}
                </td>
                <td>
                  <input
                    className="field__input sm-wide-input"
                    lang={locale}
                    dir="auto"
                    aria-label={t("translations.inputLabel", { text: row.original, locale })}
                    value={value}
                    onChange={(e) => setEdits((x) => ({ ...x, [row.key]: e.target.value }))}
                  />
                  {isMissing && (
                    <span className="sm-tag sm-tag--missing">{t("translations.missingMark")}</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <SaveFailure
        error={save.error}
        onReload={() => {
          save.reset();
          setEdits({});
          void client.invalidateQueries({ queryKey: setupQueryKey(venueId) });
        }}
      />
      <div className="sm-actions">
        <span className="visually-hidden" aria-live="polite">
          {status}
        </span>
        <button
          type="submit"
          className="btn btn--primary"
          disabled={save.isPending || change.texts.length === 0}
        >
          {save.isPending ? t("saving") : t("translations.save", { count: change.texts.length })}
        </button>
      </div>
    </form>
  );
}

// A content locale by its name in the console's language ("uk" -> "Ukrainian"), the code when unknown.
function languageName(locale: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: "language" }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}
