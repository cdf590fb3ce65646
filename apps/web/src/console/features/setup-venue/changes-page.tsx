import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useInfiniteQuery } from "@tanstack/react-query";
import { consoleLocale } from "../../i18n/console-i18n";
import { formatDateTime } from "../../lib/format";
import { isManager, useMe } from "../session/use-me";
import { getChanges } from "./setup-api";
import "./setup-venue.css";

// The kinds the server records (contract/setup.ts setupChangeSchema); another one shows as it is.
const knownKinds = [
  "venue",
  "menu",
  "menu_order",
  "product",
  "translations",
  "table",
  "image",
  "import",
  "csv_import",
  "staff",
  "stop_list",
  "reservation",
  "day_close",
] as const;
type Kind = (typeof knownKinds)[number];
const isKnownKind = (kind: string): kind is Kind => (knownKinds as readonly string[]).includes(kind);

// Every setup change with who and when, newest first; "Older" pages back by time.
export function ChangesPage() {
  const { t } = useTranslation("setup-venue");
  const me = useMe();
  const venueId = me.venue._id;
  const changes = useInfiniteQuery({
    queryKey: ["setup-changes", venueId],
    queryFn: ({ pageParam, signal }) => getChanges(venueId, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    // A page shorter than the first is the last; the next page is before the oldest shown.
    getNextPageParam: (last, pages) =>
      last.length === 0 || last.length < (pages[0]?.length ?? 0) ? undefined : last.at(-1)!.at,
    enabled: isManager(me),
  });
  useEffect(() => {
    document.title = `${t("changes.title")} · ${me.venue.name}`;
  }, [t, me.venue.name]);
  if (!isManager(me))
    return (
      <main className="page">
        <h1>{t("changes.title")}</h1>
        <p>{t("errors.role")}</p>
      </main>
    );
  const rows = changes.data?.pages.flat() ?? [];
  const locale = consoleLocale();
  return (
    <main className="page sv-page">
      <div className="page__head">
        <h1>{t("changes.title")}</h1>
        <Link className="btn btn--ghost" to="/console/setup/venue">
          {t("title")}
        </Link>
      </div>
      <p className="sv-hint">{t("changes.hint", { zone: me.venue.time_zone })}</p>
      {changes.isError && (
        <p className="banner banner--error" role="alert">
          {t("errors.load")}
        </p>
      )}
      {changes.isPending && <p aria-busy="true">{t("loading")}</p>}
      {changes.isSuccess && rows.length === 0 && <p>{t("changes.none")}</p>}
      {rows.length > 0 && (
        <div className="table-scroll">
          <table className="data-table sv-changes">
            <thead>
              <tr>
                <th scope="col">{t("changes.when")}</th>
                <th scope="col">{t("changes.who")}</th>
                <th scope="col">{t("changes.what")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((change, i) => (
                <tr key={`${change.at}-${i}`}>
                  <td>
                    <time dateTime={change.at}>{formatDateTime(change.at, locale, me.venue.time_zone)}</time>
                  </td>
                  <td>{change.staff_name}</td>
                  <td>
                    <span className="type-tag">
                      {isKnownKind(change.kind) ? t(`changes.kinds.${change.kind}`) : change.kind}
                    </span>{" "}
                    <span dir="ltr" lang="en">
                      {change.summary}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {changes.hasNextPage && (
        <p>
          <button
            type="button"
            className="btn"
            disabled={changes.isFetchingNextPage}
            onClick={() => void changes.fetchNextPage()}
          >
            {changes.isFetchingNextPage ? t("loading") : t("changes.older")}
          </button>
        </p>
      )}
    </main>
  );
}
