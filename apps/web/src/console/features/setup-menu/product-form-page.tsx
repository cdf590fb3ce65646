import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SetupDocument, SetupMenuEntry } from "@tablewise/domain/contract/setup";
import type { Product } from "@tablewise/domain/contract/menu";
import { isManager } from "../session/use-me";
import { FieldMessagesContext, type FieldMessages } from "../../ui/fields/field-context";
import { CheckField } from "../../ui/fields/check-field";
import { SelectField } from "../../ui/fields/select-field";
import { TextField } from "../../ui/fields/text-field";
import { DietaryFields } from "./dietary-fields";
import { GroupsEditor } from "./groups-editor";
import { ImageField } from "./image-field";
import { SuggestionsField } from "./suggestions-field";
import { checkForm, emptyForm, formOf, type FieldIssues, type ProductForm } from "./product-draft";
import { createProduct, deleteProduct, fieldErrorsOf, saveProduct, setupQueryKey } from "./setup-calls";
import { ManagersOnly, SaveFailure } from "./setup-notices";
import { useSetup } from "./use-setup";
import "./setup-menu.css";

type Found = { entry: SetupMenuEntry; product: Product | null; version: string | null };

function find(doc: SetupDocument, productId: string | undefined, menuId: string | null): Found | null {
  if (productId) {
    for (const entry of doc.menus) {
      const product = entry.menu.products.find((p) => p._id === productId);
      if (product) return { entry, product, version: entry.product_versions[productId] ?? null };
    }
    return null;
  }
  const entry = doc.menus.find((e) => e.menu._id === menuId) ?? doc.menus[0];
  return entry ? { entry, product: null, version: null } : null;
}

// One product (SPEC §3 Product) with its groups (SPEC §5) and photo.
export function ProductFormPage() {
  const { t } = useTranslation("setup-menu");
  const { me, venueId, query } = useSetup();
  const { id } = useParams();
  const [params] = useSearchParams();
  const doc = query.data;
  const found = doc ? find(doc, id, params.get("menu")) : null;
  useEffect(() => {
    document.title = `${t("product.heading")} · ${me.venue.name}`;
  }, [t, me.venue.name]);
  if (!isManager(me)) return <ManagersOnly />;
  if (query.isError)
    return (
      <main className="page">
        <p className="banner banner--error" role="alert">
          {t("errors.load")}
        </p>
      </main>
    );
  if (!doc)
    return (
      <main className="page" aria-busy="true">
        <p>{t("loading")}</p>
      </main>
    );
  if (!found)
    return (
      <main className="page">
        <h1>{t("product.heading")}</h1>
        <p>{t("product.notFound")}</p>
        <Link className="btn" to="/console/setup/menu">
          {t("back")}
        </Link>
      </main>
    );
  return (
    <ProductEditor
      key={`${found.entry.menu._id}:${found.product?._id ?? "new"}`}
      found={found}
      doc={doc}
      venueId={venueId}
      categoryId={params.get("category") ?? found.entry.menu.categories[0]?._id ?? ""}
    />
  );
}

function ProductEditor({
  found,
  doc,
  venueId,
  categoryId,
}: {
  found: Found;
  doc: SetupDocument;
  venueId: string;
  categoryId: string;
}) {
  const { t } = useTranslation("setup-menu");
  const client = useQueryClient();
  const navigate = useNavigate();
  const formId = useId();
  const { entry, product } = found;
  const [form, setForm] = useState<ProductForm>(() => (product ? formOf(product) : emptyForm(categoryId)));
  const [version, setVersion] = useState(found.version);
  const [shown, setShown] = useState<FieldIssues>({});
  const [confirming, setConfirming] = useState(false);
  const back = `/console/setup/menu?menu=${encodeURIComponent(entry.menu._id)}`;
  const done = () => {
    void client.invalidateQueries({ queryKey: setupQueryKey(venueId) });
    void navigate(back);
  };
  const save = useMutation({
    mutationFn: (draft: NonNullable<ReturnType<typeof checkForm>["draft"]>) =>
      product && version
        ? saveProduct(venueId, product._id, { product: draft, version })
        : createProduct(venueId, entry.menu._id, { product: draft }),
    onSuccess: done,
    onError: (error) => {
      // The server's 400 names fields by path; show each at its field (contract/setup.ts products).
      const fields = fieldErrorsOf(error, "product");
      if (fields.length)
        setShown(Object.fromEntries(fields.map((f) => [f.path, f.code ? `code:${f.code}` : f.message])));
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteProduct(venueId, product!._id, version!),
    onSuccess: done,
  });
  const reload = () => {
    save.reset();
    remove.reset();
    void client.invalidateQueries({ queryKey: setupQueryKey(venueId) }).then(() => {
      const fresh = client.getQueryData<SetupDocument>(setupQueryKey(venueId));
      const again = fresh && product ? find(fresh, product._id, null) : null;
      if (again?.product) {
        setForm(formOf(again.product));
        setVersion(again.version);
      }
    });
  };
  // A code of the form's checks or the server's (errors.<code>), else the server's own words.
  const messages: FieldMessages = {
    messageAt: (path) => {
      const issue = shown[path];
      if (!issue) return null;
      const code = issue.replace(/^code:/, "");
      if (!/^[a-z_]+$/.test(code)) return issue;
      return t(`errors.${code}` as "errors.invalid", { defaultValue: t("errors.invalid") });
    },
    setUnreadable: () => {},
  };
  const set = (patch: Partial<ProductForm>) => setForm((f) => ({ ...f, ...patch }));
  const fieldsWithServerError = save.error && fieldErrorsOf(save.error, "product").length > 0;

  return (
    <main className="page sm-page">
      <div className="page__head">
        <h1>{product ? t("product.editHeading", { name: product.name }) : t("product.newHeading")}</h1>
        <Link className="btn" to={back}>
          {t("back")}
        </Link>
      </div>
      <form
        className="sm-editor"
        noValidate
        aria-label={t("product.heading")}
        onSubmit={(e) => {
          e.preventDefault();
          const checked = checkForm(form);
          setShown(Object.fromEntries(Object.entries(checked.issues).map(([k, v]) => [k, `code:${v}`])));
          if (checked.draft) save.mutate(checked.draft);
          else {
            const first = document.querySelector<HTMLElement>(`[aria-invalid="true"]`);
            first?.focus();
          }
        }}
      >
        <FieldMessagesContext.Provider value={messages}>
          <section className="sm-card" aria-labelledby={`${formId}-main`}>
            <h2 id={`${formId}-main`}>{t("product.main")}</h2>
            <div className="sm-grid">
              <TextField
                path="name"
                label={t("product.name")}
                value={form.name}
                onChange={(name) => set({ name })}
              />
              <SelectField
                path="category_id"
                label={t("product.category")}
                value={form.category_id}
                options={entry.menu.categories.map((c) => ({ value: c._id, label: c.name }))}
                onChange={(category_id) => set({ category_id })}
              />
              <TextField
                path="description"
                label={t("product.description")}
                className="sm-wide"
                multiline
                value={form.description}
                onChange={(description) => set({ description })}
              />
              <TextField
                path="base_price"
                label={t("product.price", { currency: doc.venue.currency })}
                inputMode="decimal"
                value={form.price}
                onChange={(price) => set({ price })}
              />
              <TextField
                path="base_weight"
                label={t("product.weight")}
                inputMode="decimal"
                value={form.weight}
                onChange={(weight) => set({ weight })}
              />
              <TextField
                path="unit"
                label={t("product.unit")}
                value={form.unit}
                onChange={(unit) => set({ unit })}
              />
              <TextField
                path="waiting_time"
                label={t("product.waiting")}
                inputMode="numeric"
                value={form.waiting}
                onChange={(waiting) => set({ waiting })}
              />
              <CheckField
                label={t("product.alcohol")}
                checked={form.alcohol}
                onChange={(alcohol) => set({ alcohol })}
              />
            </div>
          </section>
          <DietaryFields form={form} onChange={set} />
          <ImageField
            venueId={venueId}
            value={form.image}
            maxBytes={doc.image_max_bytes}
            onChange={(image) => set({ image })}
          />
          <GroupsEditor form={form} onChange={(groups) => set({ groups })} />
          <SuggestionsField
            doc={doc}
            selfId={product?._id ?? null}
            value={form.suggestions}
            onChange={(suggestions) => set({ suggestions })}
          />
        </FieldMessagesContext.Provider>
        {Object.keys(shown).length > 0 && (
          <p className="banner banner--error" role="alert">
            {t("errors.fix", { count: Object.keys(shown).length })}
          </p>
        )}
        <SaveFailure error={fieldsWithServerError ? null : (save.error ?? remove.error)} onReload={reload} />
        <div className="sm-actions">
          {product && !confirming && (
            <button type="button" className="btn btn--danger-ghost" onClick={() => setConfirming(true)}>
              {t("product.delete")}
            </button>
          )}
          {product && confirming && (
            <span
              className="sm-confirm"
              role="group"
              aria-label={t("product.deleteConfirm", { name: product.name })}
            >
              <span>{t("product.deleteConfirm", { name: product.name })}</span>
              <button
                type="button"
                className="btn btn--danger"
                disabled={remove.isPending}
                onClick={() => remove.mutate()}
              >
                {t("product.deleteYes")}
              </button>
              <button type="button" className="btn" onClick={() => setConfirming(false)}>
                {t("cancel")}
              </button>
            </span>
          )}
          <button type="submit" className="btn btn--primary" disabled={save.isPending}>
            {save.isPending ? t("saving") : t("save")}
          </button>
        </div>
      </form>
    </main>
  );
}
