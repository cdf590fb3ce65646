import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { KitchenSetup } from "@tablewise/domain/contract/kitchen";
import { getSetup, setupQueryKey } from "../setup-menu/setup-calls";
import { isManager, useMe } from "../session/use-me";
import { getKitchenSetup, kitchenSetupKey } from "./kitchen-api";
import { getPrinters, printersKey } from "./printers/printers-api";
import { StationPrinters } from "./printers/station-printers";
import { RoutingSection } from "./routing-section";
import { StationsSection } from "./stations-section";
import "../setup-venue/setup-venue.css";
import "./kitchen.css";

// Kitchen setup (managers only): stations, where each category and product is made, whether new orders
// need a person to accept them per mode, and each station's printers with their live status.
export function KitchenSetupPage() {
  const { t } = useTranslation("kitchen");
  const me = useMe();
  const client = useQueryClient();
  const venueId = me.venue._id;
  const manager = isManager(me);
  const setup = useQuery({
    queryKey: kitchenSetupKey(venueId),
    queryFn: ({ signal }) => getKitchenSetup(venueId, signal),
    enabled: manager,
  });
  const menus = useQuery({
    queryKey: setupQueryKey(venueId),
    queryFn: ({ signal }) => getSetup(venueId, signal),
    enabled: manager,
  });
  const printers = useQuery({
    queryKey: printersKey(venueId),
    queryFn: ({ signal }) => getPrinters(venueId, signal),
    enabled: manager,
  });
  const [notice, setNotice] = useState("");
  useEffect(() => {
    document.title = `${t("setup.title")} · ${me.venue.name}`;
  }, [t, me.venue.name]);

  const onChanged = (text: string) => {
    setNotice(text);
    void client.invalidateQueries({ queryKey: ["kitchen"] });
  };
  const onRoutesSaved = (saved: KitchenSetup, text: string) => {
    client.setQueryData(kitchenSetupKey(venueId), saved);
    setNotice(text);
  };

  if (!manager)
    return (
      <main className="page">
        <h1>{t("setup.title")}</h1>
        <p>{t("errors.role")}</p>
      </main>
    );
  if (setup.isError || menus.isError)
    return (
      <main className="page page-state">
        <p role="alert">{t("errors.load")}</p>
        <button
          className="btn"
          type="button"
          onClick={() => void Promise.all([setup.refetch(), menus.refetch()])}
        >
          {t("actions.retry")}
        </button>
      </main>
    );
  if (!setup.data || !menus.data)
    return (
      <main className="page page-state" aria-busy="true">
        <p>…</p>
      </main>
    );
  const stations = setup.data.stations;
  const all = printers.data ?? [];
  return (
    <main className="page kset">
      <div className="page__head">
        <h1>{t("setup.title")}</h1>
      </div>
      <p className="sv-hint">{t("setup.intro")}</p>
      <div className="visually-hidden" role="status">
        {notice}
      </div>
      <StationsSection venueId={venueId} stations={stations} onChanged={onChanged} />
      {stations.length > 0 && (
        <RoutingSection
          // A save elsewhere (another manager, a removed station) starts the form again from the server's.
          key={JSON.stringify([stations.map((s) => s._id), setup.data.routes, setup.data.auto_accept])}
          venueId={venueId}
          setup={setup.data}
          menus={menus.data.menus}
          onSaved={onRoutesSaved}
        />
      )}
      {stations.length > 0 && (
        <section className="kset-section" aria-labelledby="kset-printers">
          <h2 id="kset-printers">{t("setup.printersTitle")}</h2>
          <p className="sv-hint">{t("setup.printersHint")}</p>
          {printers.isError && <p role="alert">{t("errors.load")}</p>}
          {stations.map((station) => (
            <StationPrinters
              key={station._id}
              venueId={venueId}
              station={station}
              printers={all.filter((p) => p.station_id === station._id)}
              onChanged={onChanged}
            />
          ))}
        </section>
      )}
    </main>
  );
}
