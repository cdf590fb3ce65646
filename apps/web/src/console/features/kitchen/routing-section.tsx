import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation } from "@tanstack/react-query";
import { autoAcceptSchema, type KitchenSetup } from "@tablewise/domain/contract/kitchen";
import type { SetupMenuEntry } from "@tablewise/domain/contract/setup";
import { saveKitchenRoutes } from "./kitchen-api";
import { menuChoices, routesOf, routingDraftOf, type RoutingDraft } from "./routing-draft";

const modes = autoAcceptSchema.keyof().options;

// Where each category is made (a product may override its category), and per mode whether a new order
// waits for a person or goes straight to the stations. One Save, as the contract's one call.
export function RoutingSection({
  venueId,
  setup,
  menus,
  onSaved,
}: {
  venueId: string;
  setup: KitchenSetup;
  menus: SetupMenuEntry[];
  onSaved: (setup: KitchenSetup, notice: string) => void;
}) {
  const { t } = useTranslation("kitchen");
  const [draft, setDraft] = useState<RoutingDraft>(() => routingDraftOf(setup.routes, setup.auto_accept));
  const [problem, setProblem] = useState("");
  const [pick, setPick] = useState({ productId: "", stationId: "" });
  const { categories, products } = menuChoices(menus);
  const productName = new Map(products.map((p) => [p.id, p.name]));
  const save = useMutation({
    mutationFn: () =>
      saveKitchenRoutes(
        venueId,
        routesOf(
          draft,
          setup.stations.map((s) => s._id),
        ),
        draft.autoAccept,
      ),
    onSuccess: (saved) => {
      setProblem("");
      onSaved(saved, t("setup.saved"));
    },
    onError: (error) => setProblem(t("errors.save", { message: error.message })),
  });
  const stationOptions = setup.stations.map((s) => (
    <option key={s._id} value={s._id}>
      {s.name}
    </option>
  ));
  const addOverride = () => {
    if (!pick.productId || !pick.stationId) return;
    setDraft((d) => ({
      ...d,
      products: [...d.products.filter((p) => p.productId !== pick.productId), { ...pick }],
    }));
    setPick({ productId: "", stationId: "" });
  };

  return (
    <section className="kset-section" aria-labelledby="kset-routing">
      <h2 id="kset-routing">{t("setup.routing")}</h2>
      <p className="sv-hint">{t("setup.routingHint")}</p>
      <ul className="kset-routes">
        {categories.map((c) => (
          <li key={c.id}>
            <label className="kset-route">
              <span>{c.name}</span>
              <select
                aria-label={t("setup.stationFor", { name: c.name })}
                value={draft.categories[c.id] ?? ""}
                onChange={(e) =>
                  setDraft((d) => ({ ...d, categories: { ...d.categories, [c.id]: e.target.value } }))
                }
              >
                <option value="">{t("setup.defaultStation")}</option>
                {stationOptions}
              </select>
            </label>
          </li>
        ))}
      </ul>

      <h3>{t("setup.overrides")}</h3>
      {draft.products.length === 0 ? (
        <p className="sv-hint">{t("setup.noOverrides")}</p>
      ) : (
        <ul className="kset-routes">
          {draft.products.map((p) => {
            const name = productName.get(p.productId) ?? p.productId;
            return (
              <li key={p.productId} className="kset-route">
                <span>{name}</span>
                <select
                  aria-label={t("setup.stationFor", { name })}
                  value={p.stationId}
                  onChange={(e) =>
                    setDraft((d) => ({
                      ...d,
                      products: d.products.map((x) =>
                        x.productId === p.productId ? { ...x, stationId: e.target.value } : x,
                      ),
                    }))
                  }
                >
                  {stationOptions}
                </select>
                <button
                  type="button"
                  className="btn btn--ghost"
                  onClick={() =>
                    setDraft((d) => ({
                      ...d,
                      products: d.products.filter((x) => x.productId !== p.productId),
                    }))
                  }
                >
                  {t("setup.removeOverride", { name })}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="kset-fields">
        <label className="kset-field kset-field--wide">
          <span>{t("setup.product")}</span>
          <select
            value={pick.productId}
            onChange={(e) => setPick((p) => ({ ...p, productId: e.target.value }))}
          >
            <option value="" />
            {products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <label className="kset-field">
          <span>{t("setup.station")}</span>
          <select
            value={pick.stationId}
            onChange={(e) => setPick((p) => ({ ...p, stationId: e.target.value }))}
          >
            <option value="" />
            {stationOptions}
          </select>
        </label>
        <button
          type="button"
          className="btn kset-field__button"
          onClick={addOverride}
          disabled={!pick.productId || !pick.stationId}
        >
          {t("setup.addOverride")}
        </button>
      </div>

      <h3>{t("setup.autoAccept")}</h3>
      <p className="sv-hint">{t("setup.autoAcceptHint")}</p>
      <div className="kset-modes">
        {modes.map((mode) => (
          <fieldset key={mode} className="kset-mode">
            <legend>{t(`setup.modes.${mode}`)}</legend>
            {([false, true] as const).map((straight) => (
              <label key={String(straight)} className="kset-radio">
                <input
                  type="radio"
                  name={`auto-accept-${mode}`}
                  checked={draft.autoAccept[mode] === straight}
                  onChange={() =>
                    setDraft((d) => ({ ...d, autoAccept: { ...d.autoAccept, [mode]: straight } }))
                  }
                />
                {straight ? t("setup.straight") : t("setup.needsPerson")}
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      {problem && (
        <p className="kset-error" role="alert">
          {problem}
        </p>
      )}
      <div className="kset-actions">
        <button
          type="button"
          className="btn btn--primary"
          onClick={() => save.mutate()}
          disabled={save.isPending}
        >
          {t("setup.saveRouting")}
        </button>
      </div>
    </section>
  );
}
