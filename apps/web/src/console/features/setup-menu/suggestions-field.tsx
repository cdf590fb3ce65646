import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { SetupDocument } from "@tablewise/domain/contract/setup";
import { maxSuggestions } from "@tablewise/domain/rules/suggestions";

type Choice = { id: string; name: string; menu: string };

// How many matches the search lists at once: the manager narrows by typing, not by scrolling.
const maxMatches = 8;

// "Goes well with": up to 6 products of the venue's food menus (a service menu's are booked, never
// carted) offered to a guest who adds this one. Ids no longer on a menu are not shown (the server drops
// them on save); the product itself is never offered.
export function SuggestionsField({
  doc,
  selfId,
  value,
  onChange,
}: {
  doc: SetupDocument;
  selfId: string | null;
  value: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation("setup-menu");
  const id = useId();
  const [query, setQuery] = useState("");
  const choices = useMemo(() => {
    const all = new Map<string, Choice>();
    for (const { menu } of doc.menus)
      if (menu.kind !== "service")
        for (const p of menu.products)
          if (p._id !== selfId) all.set(p._id, { id: p._id, name: p.name, menu: menu.title });
    return all;
  }, [doc, selfId]);
  const chosen = value.flatMap((v) => choices.get(v) ?? []);
  const isFull = chosen.length >= maxSuggestions;
  const needle = query.trim().toLocaleLowerCase();
  const matches = needle
    ? [...choices.values()]
        .filter((c) => !value.includes(c.id) && c.name.toLocaleLowerCase().includes(needle))
        .slice(0, maxMatches)
    : [];
  const ids = chosen.map((c) => c.id);
  return (
    <section className="sm-card" aria-labelledby={`${id}-title`} data-testid="suggestions-field">
      <h2 id={`${id}-title`}>{t("suggestions.title")}</h2>
      <p className="cf-hint" id={`${id}-hint`}>
        {t("suggestions.hint", { count: maxSuggestions })}
      </p>
      {chosen.length ? (
        <ul className="sm-suggestions" aria-label={t("suggestions.chosen")}>
          {chosen.map((c) => (
            <li key={c.id} className="sm-suggestions__row">
              <span>
                <bdi>{c.name}</bdi> <span className="sm-muted">· {c.menu}</span>
              </span>
              <button
                type="button"
                className="btn btn--ghost"
                aria-label={t("suggestions.remove", { name: c.name })}
                onClick={() => onChange(ids.filter((v) => v !== c.id))}
              >
                {t("suggestions.removeShort")}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="sm-muted">{t("suggestions.none")}</p>
      )}
      <label className="cf-field" htmlFor={`${id}-search`}>
        <span className="field__label">{t("suggestions.search")}</span>
        <input
          id={`${id}-search`}
          type="search"
          className="field__input"
          value={query}
          disabled={isFull}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setQuery(e.target.value)}
          data-testid="suggestions-search"
        />
      </label>
      {isFull && <p className="cf-hint">{t("suggestions.full", { count: maxSuggestions })}</p>}
      {needle && !isFull && (
        <ul className="sm-suggestions" aria-label={t("suggestions.matches")} aria-live="polite">
          {matches.length ? (
            matches.map((c) => (
              <li key={c.id} className="sm-suggestions__row">
                <span>
                  <bdi>{c.name}</bdi> <span className="sm-muted">· {c.menu}</span>
                </span>
                <button
                  type="button"
                  className="btn"
                  aria-label={t("suggestions.add", { name: c.name })}
                  onClick={() => {
                    onChange([...ids, c.id]);
                    setQuery("");
                  }}
                >
                  {t("suggestions.addShort")}
                </button>
              </li>
            ))
          ) : (
            <li className="sm-muted">{t("suggestions.noMatch")}</li>
          )}
        </ul>
      )}
    </section>
  );
}
