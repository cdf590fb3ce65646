import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import type { CounterBoard } from "@tablewise/domain/contract/kitchen";
import { useMe } from "../session/use-me";
import { counterKey, getCounter, kitchenSafetyPollMs } from "./kitchen-api";
import "./kitchen.css";

// The counter screen for a TV by the pass or the takeaway counter: order numbers in preparation and
// ready, in large type; a `kitchen:counter` push makes it read again (kitchen-push.ts).
export function CounterScreen() {
  const { t } = useTranslation("kitchen");
  const me = useMe();
  const venueId = me.venue._id;
  const counter = useQuery({
    queryKey: counterKey(venueId),
    queryFn: ({ signal }) => getCounter(venueId, signal),
    refetchInterval: kitchenSafetyPollMs,
  });
  useEffect(() => {
    document.title = `${t("counter.title")} · ${me.venue.name}`;
  }, [t, me.venue.name]);
  if (counter.isError)
    return (
      <main className="counter page-state">
        <p role="alert">{t("errors.load")}</p>
        <button className="btn" type="button" onClick={() => void counter.refetch()}>
          {t("actions.retry")}
        </button>
      </main>
    );
  const data = counter.data;
  return (
    <main className="counter" aria-busy={!data}>
      <h1 className="visually-hidden">{t("counter.title")}</h1>
      <CounterColumn
        id="preparing"
        title={t("counter.preparing")}
        items={data?.preparing}
        none={t("counter.nothing")}
      />
      <CounterColumn id="ready" title={t("counter.ready")} items={data?.ready} none={t("counter.nothing")} />
    </main>
  );
}

function CounterColumn({
  id,
  title,
  items,
  none,
}: {
  id: "preparing" | "ready";
  title: string;
  items: CounterBoard["ready"] | undefined;
  none: string;
}) {
  return (
    <section className={`counter__col counter__col--${id}`} aria-labelledby={`counter-${id}`}>
      <h2 id={`counter-${id}`}>{title}</h2>
      {items && items.length === 0 ? (
        <p className="counter__none">{none}</p>
      ) : (
        <ul className="counter__numbers">
          {items?.map((item) => (
            <li key={`${item.order_type}-${item.serial}`}>{item.serial}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
