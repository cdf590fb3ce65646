import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { useMe } from "../session/use-me";
import { getKitchenSetup, kitchenSetupKey } from "./kitchen-api";
import { rememberedStation } from "./remembered-station";
import "./kitchen.css";

// Where the kitchen lands: the station this device showed last, or the list to pick one from
// (`?pick=1` always shows the list, so a manager can look at any station).
export function StationPicker() {
  const { t } = useTranslation("kitchen");
  const me = useMe();
  const venueId = me.venue._id;
  const [params] = useSearchParams();
  const setup = useQuery({
    queryKey: kitchenSetupKey(venueId),
    queryFn: ({ signal }) => getKitchenSetup(venueId, signal),
  });
  useEffect(() => {
    document.title = `${t("station.pickTitle")} · ${me.venue.name}`;
  }, [t, me.venue.name]);

  if (setup.isError)
    return (
      <main className="page page-state">
        <p role="alert">{t("errors.load")}</p>
        <button className="btn" type="button" onClick={() => void setup.refetch()}>
          {t("actions.retry")}
        </button>
      </main>
    );
  const stations = setup.data?.stations;
  if (!stations)
    return (
      <main className="page page-state" aria-busy="true">
        <p>…</p>
      </main>
    );
  const remembered = rememberedStation(venueId);
  if (!params.has("pick") && remembered && stations.some((s) => s._id === remembered))
    return <Navigate to={`/console/kitchen/${remembered}`} replace />;
  return (
    <main className="page kds-pick">
      <h1>{t("station.pickTitle")}</h1>
      {stations.length === 0 ? (
        <p>{t("station.none")}</p>
      ) : (
        <>
          <p className="sv-hint">{t("station.pickHint")}</p>
          <ul className="kds-pick__list">
            {stations.map((s) => (
              <li key={s._id}>
                <Link className="btn btn--primary kds-pick__station" to={`/console/kitchen/${s._id}`}>
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </main>
  );
}
