import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { StopEntry } from "@tablewise/domain/contract/staff";
import { keyForIntent, settleIntent } from "../../lib/intent-keys";
import { getStopList, getVenueMenus, setStopEntry } from "../../lib/staff-calls";
import { mayUseStopList, useMe } from "../session/use-me";
import { stopRows } from "./stop-rows";

type Toggle = StopEntry & { unavailable: boolean };
const intentOf = (e: Toggle) => `stop:${e.product_id}:${e.variant_item_id ?? ""}:${e.unavailable}`;

// The manager or the kitchen stops a product or one variant item (and back); guests'
// menus follow at once (the server pushes it).
export function StopListPage() {
  const { t } = useTranslation("console");
  const me = useMe();
  const client = useQueryClient();
  const venueId = me.venue._id;
  const [search, setSearch] = useState("");
  const searchId = useId();
  const nameId = useId();
  const menus = useQuery({
    queryKey: ["menus", me.venue.link],
    queryFn: ({ signal }) => getVenueMenus(me.venue.link, signal),
    staleTime: 5 * 60_000,
  });
  const list = useQuery({
    queryKey: ["stop-list", venueId],
    queryFn: ({ signal }) => getStopList(venueId, signal),
  });
  const toggle = useMutation({
    mutationFn: ({ entry, key }: { entry: Toggle; key: string }) => setStopEntry(venueId, entry, key),
    onSuccess: (data) => client.setQueryData(["stop-list", venueId], data),
    onSettled: (_d, error, { entry }) => settleIntent(intentOf(entry), error),
  });
  useEffect(() => {
    document.title = `${t("nav.stopList")} · ${me.venue.name}`;
  }, [t, me.venue.name]);
  const send = (entry: Toggle) => toggle.mutate({ entry, key: keyForIntent(intentOf(entry)) });

  if (!mayUseStopList(me))
    return (
      <main className="page">
        <h1>{t("nav.stopList")}</h1>
        <p>{t("errors.role")}</p>
      </main>
    );
  const rows = menus.data && list.data ? stopRows(menus.data, list.data, search) : null;
  return (
    <main className="page">
      <div className="page__head">
        <h1>{t("nav.stopList")}</h1>
        <label htmlFor={searchId} className="visually-hidden">
          {t("stop.search")}
        </label>
        <input
          id={searchId}
          type="search"
          className="field__input search"
          placeholder={t("stop.search")}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <p className="muted">{t("stop.hint")}</p>
      {(menus.isError || list.isError) && (
        <p className="banner banner--error" role="alert">
          {t("errors.load")}
        </p>
      )}
      {toggle.isError && (
        <p className="banner banner--error" role="alert">
          {t("errors.action", { message: toggle.error.message })}
        </p>
      )}
      {!rows && !menus.isError && !list.isError && <p aria-busy="true">{t("shell.loading")}</p>}
      {rows && rows.length === 0 && <p>{t("stop.none")}</p>}
      {rows && (
        <ul className="stop-list">
          {rows.map((row, index) => (
            <li key={row.productId} className={`stop-row ${row.stopped ? "stop-row--stopped" : ""}`}>
              <div className="stop-row__main">
                <span className="stop-row__name">
                  <span id={`${nameId}-${index}`}>{row.name}</span>
                  <span className="muted"> · {row.category}</span>
                </span>
                <StopSwitch
                  labelledBy={`${nameId}-${index}`}
                  stopped={row.stopped}
                  busy={toggle.isPending}
                  onChange={(unavailable) =>
                    send({ product_id: row.productId, variant_item_id: null, unavailable })
                  }
                />
              </div>
              {row.items.length > 0 && (
                <ul className="stop-row__items">
                  {row.items.map((item, itemIndex) => (
                    <li key={item.id} className={`stop-item ${item.stopped ? "stop-row--stopped" : ""}`}>
                      <span>
                        <span className="muted">{item.group}: </span>
                        <span id={`${nameId}-${index}-${itemIndex}`}>{item.name}</span>
                      </span>
                      <StopSwitch
                        labelledBy={`${nameId}-${index} ${nameId}-${index}-${itemIndex}`}
                        stopped={item.stopped}
                        busy={toggle.isPending}
                        onChange={(unavailable) =>
                          send({ product_id: row.productId, variant_item_id: item.id, unavailable })
                        }
                      />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

// On = available. The word beside the switch says the state, so colour is not the only signal; the
// switch is named by that word and the dish's visible name ("Stopped Latte"), so its name holds the text
// a sighted or voice-control user sees (WCAG 2.5.3 label in name).
function StopSwitch({
  labelledBy,
  stopped,
  busy,
  onChange,
}: {
  labelledBy: string;
  stopped: boolean;
  busy: boolean;
  onChange: (unavailable: boolean) => void;
}) {
  const { t } = useTranslation("console");
  const stateId = useId();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={!stopped}
      aria-labelledby={`${stateId} ${labelledBy}`}
      className={`switch ${stopped ? "switch--off" : "switch--on"}`}
      disabled={busy}
      onClick={() => onChange(!stopped)}
    >
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span className="switch__text" id={stateId}>
        {stopped ? t("stop.stopped") : t("stop.onSale")}
      </span>
    </button>
  );
}
