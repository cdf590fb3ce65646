import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Floor, FloorAlert, ShiftBody } from "@tablewise/domain/contract/floor";
import { chime } from "../board/alerts";
import { useAlerts } from "../../app/alerts-context";
import { isFloor, useMe } from "../session/use-me";
import { acknowledgeAlert, endShift, floorKey, floorSafetyPollMs, getFloor, startShift } from "./floor-api";
import { alertsForMe, mergeAlert, splitTables } from "./floor-model";
import { onNewFloorAlert } from "./floor-push";
import { AlertCard } from "./alert-card";
import { PushSwitch } from "./push-switch";
import { ShiftPicker } from "./shift-picker";
import { TableCard } from "./table-card";
import "./floor.css";

const vibration = [200, 100, 200];

// "My tables", the waiter's phone view (390x844): the shift's tables at a glance, the alerts that need
// this person on top, the other tables folded below. Kept live by the staff socket (`floor:alert`
// patches, board hints and reconnects refetch) and a quiet safety poll.
export function FloorPage() {
  const { t } = useTranslation("floor");
  const me = useMe();
  const venueId = me.venue._id;
  const client = useQueryClient();
  const { sound, announce } = useAlerts();
  const floor = useQuery({
    queryKey: floorKey(venueId),
    queryFn: ({ signal }) => getFloor(venueId, signal),
    refetchInterval: floorSafetyPollMs,
    enabled: isFloor(me),
  });
  const [picking, setPicking] = useState(false);
  const nowMs = useMinuteClock();

  // A new alert for me, while this page is open: the board's chime and a vibration (phones that can).
  useEffect(
    () =>
      onNewFloorAlert((alert) => {
        if (sound) chime();
        navigator.vibrate?.(vibration);
        announce(t("alert.new", { kind: t(`kind.${alert.kind}`), table: alert.table_label ?? "" }));
      }),
    [sound, announce, t],
  );

  const start = useMutation({
    mutationFn: (body: ShiftBody) => startShift(venueId, body),
    onSuccess: () => {
      setPicking(false);
      void client.invalidateQueries({ queryKey: floorKey(venueId) });
    },
  });
  const end = useMutation({
    mutationFn: () => endShift(venueId),
    onSuccess: () => void client.invalidateQueries({ queryKey: floorKey(venueId) }),
  });
  const onAcknowledge = useCallback(
    async (alert: FloorAlert) => {
      try {
        const taken = await acknowledgeAlert(venueId, alert._id);
        client.setQueryData<Floor>(floorKey(venueId), (old) => (old ? mergeAlert(old, taken).floor : old));
        return taken;
      } catch (error) {
        // Someone else took it, or it was resolved: read the alerts again (the card keeps the error).
        void client.invalidateQueries({ queryKey: floorKey(venueId) });
        throw error;
      }
    },
    [client, venueId],
  );

  if (!isFloor(me))
    return (
      <main className="page-state">
        <p>{t("errors.role")}</p>
      </main>
    );
  if (floor.isError)
    return (
      <main className="page-state">
        <p role="alert">{t("errors.load")}</p>
        <button className="btn" type="button" onClick={() => void floor.refetch()}>
          {t("actions.retry")}
        </button>
      </main>
    );
  if (!floor.data)
    return (
      <main className="page-state" aria-busy="true">
        <p>{t("loading")}</p>
      </main>
    );

  const data = floor.data;
  // A manager oversees the floor without serving tables: the floor (escalated alerts, tables nobody
  // serves) comes first, picking tables is a choice. A waiter starts with the picker.
  const overseeing = me.role === "manager" && !data.shift;
  if ((!data.shift && !overseeing) || picking)
    return (
      <main className="fl-page">
        <ShiftPicker
          halls={data.halls}
          tables={data.tables}
          shift={data.shift}
          pending={start.isPending}
          failed={start.isError}
          onStart={(body) => start.mutate(body)}
          onCancel={data.shift || overseeing ? () => setPicking(false) : undefined}
        />
      </main>
    );

  const alerts = alertsForMe(data);
  const { mine, others } = splitTables(data.tables);
  const currency = me.venue.currency;
  return (
    <main className="fl-page">
      <div className="fl-page__head">
        <h1>{t("title")}</h1>
        <div className="fl-page__tools">
          <button type="button" className="btn btn--ghost" onClick={() => setPicking(true)}>
            {t("shift.change")}
          </button>
          {data.shift && (
            <button
              type="button"
              className="btn btn--ghost"
              disabled={end.isPending}
              onClick={() => end.mutate()}
            >
              {t("shift.end")}
            </button>
          )}
        </div>
      </div>
      <PushSwitch />
      <section className="fl-section" aria-labelledby="fl-alerts-title">
        <h2 id="fl-alerts-title">{t("alerts.title", { count: alerts.length })}</h2>
        {alerts.length === 0 ? (
          <p className="fl-hint">{t("alerts.none")}</p>
        ) : (
          <ul className="fl-list">
            {alerts.map((a) => (
              <AlertCard
                key={a._id}
                alert={a}
                currency={currency}
                nowMs={nowMs}
                onAcknowledge={onAcknowledge}
              />
            ))}
          </ul>
        )}
      </section>
      <section className="fl-section" aria-labelledby="fl-mine-title">
        <h2 id="fl-mine-title">{t("tables.mine", { count: mine.length })}</h2>
        {mine.length === 0 ? (
          <p className="fl-hint">{t("tables.noneMine")}</p>
        ) : (
          <ul className="fl-list">
            {mine.map((tb) => (
              <TableCard key={tb.code} table={tb} currency={currency} nowMs={nowMs} />
            ))}
          </ul>
        )}
      </section>
      {others.length > 0 && (
        <details className="fl-section fl-others">
          <summary>{t("tables.others", { count: others.length })}</summary>
          <ul className="fl-list">
            {others.map((tb) => (
              <TableCard key={tb.code} table={tb} currency={currency} nowMs={nowMs} />
            ))}
          </ul>
        </details>
      )}
    </main>
  );
}

// "for 5 min" moves on once a minute, not on every render.
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
