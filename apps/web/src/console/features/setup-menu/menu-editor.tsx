import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { mediaVariant, type SetupDocument, type SetupMenuEntry } from "@tablewise/domain/contract/setup";
import type { Menu } from "@tablewise/domain/contract/menu";
import { uiLocales } from "../../../i18n/languages";
import { dragProps, ReorderControls } from "./reorder-controls";
import { moveItem } from "./reorder";
import { fieldErrorsOf, saveMenu, setupQueryKey } from "./setup-calls";
import { SaveFailure } from "./setup-notices";
import { priceText } from "./use-setup";

type Category = {
  _id?: string;
  name: string;
  i18n: { locale: string; name: string }[];
  products: string[];
  hidden?: boolean;
  key: string;
};
type Draft = Omit<Menu, "_id" | "products" | "categories"> & { categories: Category[] };

let keySerial = 0;
const draftOf = (menu: Menu): Draft => {
  const { _id: _ignored, products: _products, categories, ...header } = menu;
  return { ...header, categories: categories.map((c) => ({ ...c, key: c._id })) };
};

// One menu: its header (SPEC §3 Menu) and categories, saved together with the menu's version.
export function MenuEditor({
  entry,
  doc,
  venueId,
  announce,
}: {
  entry: SetupMenuEntry;
  doc: SetupDocument;
  venueId: string;
  announce: (text: string) => void;
}) {
  const { t } = useTranslation("setup-menu");
  const client = useQueryClient();
  const id = useId();
  const [base, setBase] = useState(entry.version);
  const [draft, setDraft] = useState<Draft>(() => draftOf(entry.menu));
  const [dirty, setDirty] = useState(false);
  const [newCategory, setNewCategory] = useState("");
  // Another manager's save (a "setup" hint refetched the document): an untouched form follows it.
  if (entry.version !== base && !dirty) {
    setBase(entry.version);
    setDraft(draftOf(entry.menu));
  }
  const edit = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDirty(true);
  };
  const save = useMutation({
    mutationFn: () => {
      const { categories, schedule_pair, ...header } = draft;
      return saveMenu(venueId, entry.menu._id, {
        menu: {
          ...header,
          ...(schedule_pair?.start && schedule_pair.end ? { schedule_pair } : {}),
          categories: categories.map(({ key: _key, ...c }) => c),
        },
        version: base,
      });
    },
    onSuccess: (saved) => {
      client.setQueryData<SetupDocument>(setupQueryKey(venueId), (old) =>
        old ? { ...old, menus: old.menus.map((e) => (e.menu._id === saved.menu._id ? saved : e)) } : old,
      );
      setBase(saved.version);
      setDraft(draftOf(saved.menu));
      setDirty(false);
      announce(t("saved"));
    },
  });
  const reload = () => {
    setDirty(false);
    save.reset();
    void client.invalidateQueries({ queryKey: setupQueryKey(venueId) }).then(() => {
      const fresh = client
        .getQueryData<SetupDocument>(setupQueryKey(venueId))
        ?.menus.find((e) => e.menu._id === entry.menu._id);
      if (fresh) {
        setBase(fresh.version);
        setDraft(draftOf(fresh.menu));
      }
    });
  };
  const serverErrors = Object.fromEntries(fieldErrorsOf(save.error, "menu").map((e) => [e.path, e.message]));
  const [titleError, setTitleError] = useState("");
  const fieldError = (path: string, local = "") => local || serverErrors[path] || "";
  const errorProps = (path: string, local = "") =>
    fieldError(path, local)
      ? { "aria-invalid": true as const, "aria-describedby": `${id}-${path.replace(/\W/g, "-")}-err` }
      : {};
  const ErrorText = ({ path, local = "" }: { path: string; local?: string }) =>
    fieldError(path, local) ? (
      <span id={`${id}-${path.replace(/\W/g, "-")}-err`} className="sm-field-error">
        {fieldError(path, local)}
      </span>
    ) : null;

  const products = new Map(entry.menu.products.map((p) => [p._id, p]));
  const cats = draft.categories;
  const moveCategory = (from: number, to: number) => {
    const moved = cats[from];
    edit({ categories: moveItem(cats, from, to) });
    if (moved && from !== to)
      announce(t("reorder.moved", { name: moved.name, position: to + 1, count: cats.length }));
  };
  const setCategory = (index: number, patch: Partial<Category>) =>
    edit({ categories: cats.map((c, k) => (k === index ? { ...c, ...patch } : c)) });
  const moveProduct = (productId: string, to: number) =>
    edit({
      categories: cats.map((c, k) => ({
        ...c,
        products:
          k === to
            ? [...c.products.filter((p) => p !== productId), productId]
            : c.products.filter((p) => p !== productId),
      })),
    });
  const localeChoices = [...new Set([...uiLocales, ...draft.locales, draft.original_locale])];
  const menuId = entry.menu._id;

  return (
    <form
      className="sm-editor"
      noValidate
      aria-label={t("menu.formLabel", { title: entry.menu.title })}
      onSubmit={(e) => {
        e.preventDefault();
        if (!draft.title.trim()) return setTitleError(t("errors.required"));
        setTitleError("");
        save.mutate();
      }}
    >
      <section className="sm-card" aria-labelledby={`${id}-head`}>
        <h2 id={`${id}-head`}>{t("menu.heading")}</h2>
        <div className="sm-grid">
          <label className="field">
            <span className="field__label">{t("menu.title")}</span>
            <input
              className="field__input"
              value={draft.title}
              onChange={(e) => edit({ title: e.target.value })}
              {...errorProps("title", titleError)}
            />
            <ErrorText path="title" local={titleError} />
          </label>
          <label className="field">
            <span className="field__label">{t("menu.kind")}</span>
            <select
              className="field__input"
              value={draft.kind}
              onChange={(e) => edit({ kind: e.target.value as Draft["kind"] })}
            >
              <option value="food">{t("menu.kinds.food")}</option>
              <option value="service">{t("menu.kinds.service")}</option>
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t("menu.tag")}</span>
            <input
              className="field__input"
              value={draft.tag ?? ""}
              onChange={(e) => edit({ tag: e.target.value || undefined })}
              {...errorProps("tag")}
            />
            <ErrorText path="tag" />
          </label>
          <label className="field">
            <span className="field__label">{t("menu.payReceiver")}</span>
            <select
              className="field__input"
              value={draft.pay_receiver_id}
              onChange={(e) => edit({ pay_receiver_id: e.target.value })}
              {...errorProps("pay_receiver_id")}
            >
              {doc.pay_receivers.map((r) => (
                <option key={r._id} value={r._id}>
                  {r.company_name}
                </option>
              ))}
            </select>
            <ErrorText path="pay_receiver_id" />
          </label>
          <fieldset className="sm-fieldset">
            <legend>{t("menu.window")}</legend>
            <p className="muted">{t("menu.windowHint")}</p>
            <div className="sm-pair">
              <label className="field">
                <span className="field__label">{t("menu.start")}</span>
                <input
                  type="time"
                  className="field__input"
                  value={draft.schedule_pair?.start ?? ""}
                  onChange={(e) =>
                    edit({ schedule_pair: { start: e.target.value, end: draft.schedule_pair?.end ?? "" } })
                  }
                  {...errorProps("schedule_pair.start")}
                />
                <ErrorText path="schedule_pair.start" />
              </label>
              <label className="field">
                <span className="field__label">{t("menu.end")}</span>
                <input
                  type="time"
                  className="field__input"
                  value={draft.schedule_pair?.end ?? ""}
                  onChange={(e) =>
                    edit({ schedule_pair: { start: draft.schedule_pair?.start ?? "", end: e.target.value } })
                  }
                  {...errorProps("schedule_pair.end")}
                />
                <ErrorText path="schedule_pair.end" />
              </label>
            </div>
          </fieldset>
          <label className="field">
            <span className="field__label">{t("menu.originalLocale")}</span>
            <select
              className="field__input"
              value={draft.original_locale}
              onChange={(e) => edit({ original_locale: e.target.value })}
            >
              {localeChoices.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="sm-fieldset">
            <legend>{t("menu.locales")}</legend>
            <div className="sm-checks">
              {localeChoices
                .filter((l) => l !== draft.original_locale)
                .map((l) => (
                  <label key={l} className="sm-check">
                    <input
                      type="checkbox"
                      checked={draft.locales.includes(l)}
                      onChange={(e) =>
                        edit({
                          locales: e.target.checked
                            ? [...draft.locales, l]
                            : draft.locales.filter((x) => x !== l),
                        })
                      }
                    />
                    {l}
                  </label>
                ))}
            </div>
          </fieldset>
          <label className="sm-check">
            <input
              type="checkbox"
              checked={draft.hidden ?? false}
              onChange={(e) => edit({ hidden: e.target.checked })}
            />
            {t("menu.hide")}
          </label>
        </div>
      </section>

      <section className="sm-card" aria-labelledby={`${id}-cats`}>
        <h2 id={`${id}-cats`}>{t("categories.heading")}</h2>
        {cats.length === 0 && <p className="muted">{t("categories.none")}</p>}
        <ol className="sm-cats">
          {cats.map((cat, index) => (
            <li key={cat.key} className="sm-cat" {...dragProps(index, "category", moveCategory)}>
              <div className="sm-row">
                <span className="sm-grip" aria-hidden="true">
                  ⠿
                </span>
                <label className="field sm-row__main">
                  <span className="visually-hidden">{t("categories.name", { position: index + 1 })}</span>
                  <input
                    className="field__input"
                    value={cat.name}
                    onChange={(e) => setCategory(index, { name: e.target.value })}
                    {...errorProps(`categories.${index}.name`)}
                  />
                  <ErrorText path={`categories.${index}.name`} />
                </label>
                <label className="sm-check">
                  <input
                    type="checkbox"
                    checked={cat.hidden ?? false}
                    onChange={(e) => setCategory(index, { hidden: e.target.checked })}
                  />
                  {t("categories.hide")}
                </label>
                <ReorderControls name={cat.name} index={index} count={cats.length} onMove={moveCategory} />
                {cat.products.length === 0 && (
                  <button
                    type="button"
                    className="btn btn--danger-ghost"
                    onClick={() => edit({ categories: cats.filter((_, k) => k !== index) })}
                  >
                    {t("categories.remove", { name: cat.name })}
                  </button>
                )}
              </div>
              <ul className="sm-products" aria-label={t("categories.products", { name: cat.name })}>
                {cat.products.map((pid) => {
                  const product = products.get(pid);
                  if (!product) return null;
                  return (
                    <li key={pid} className="sm-product">
                      {product.image ? (
                        <img className="sm-thumb" src={mediaVariant(product.image, 320)} alt="" />
                      ) : (
                        <span className="sm-thumb sm-thumb--empty" aria-hidden="true" />
                      )}
                      <Link
                        className="sm-product__name"
                        to={`/console/setup/menu/products/${encodeURIComponent(pid)}`}
                      >
                        {product.name}
                      </Link>
                      <span className="sm-price">{priceText(product.base_price, doc.venue.currency)}</span>
                      {cats.length > 1 && (
                        <label className="sm-move">
                          <span className="visually-hidden">
                            {t("categories.moveTo", { name: product.name })}
                          </span>
                          <select
                            className="field__input"
                            value={index}
                            onChange={(e) => moveProduct(pid, Number(e.target.value))}
                          >
                            {cats.map((c, k) => (
                              <option key={c.key} value={k}>
                                {c.name}
                              </option>
                            ))}
                          </select>
                        </label>
                      )}
                    </li>
                  );
                })}
              </ul>
              {cat._id && (
                <Link
                  className="btn"
                  to={`/console/setup/menu/products/new?menu=${encodeURIComponent(menuId)}&category=${encodeURIComponent(cat._id)}`}
                >
                  {t("products.add", { name: cat.name })}
                </Link>
              )}
            </li>
          ))}
        </ol>
        <div className="sm-inline-form">
          <label className="field">
            <span className="field__label">{t("categories.newName")}</span>
            <input
              className="field__input"
              value={newCategory}
              onChange={(e) => setNewCategory(e.target.value)}
            />
          </label>
          <button
            type="button"
            className="btn"
            disabled={!newCategory.trim()}
            onClick={() => {
              keySerial += 1;
              edit({
                categories: [
                  ...cats,
                  { name: newCategory.trim(), i18n: [], products: [], key: `new-${keySerial}` },
                ],
              });
              setNewCategory("");
            }}
          >
            {t("categories.add")}
          </button>
        </div>
      </section>

      <SaveFailure error={Object.keys(serverErrors).length ? null : save.error} onReload={reload} />
      <div className="sm-actions">
        {dirty && <span className="muted">{t("unsaved")}</span>}
        <button type="submit" className="btn btn--primary" disabled={save.isPending || !dirty}>
          {save.isPending ? t("saving") : t("save")}
        </button>
      </div>
    </form>
  );
}
