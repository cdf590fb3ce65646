import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { SetupDocument, SetupTable } from "@tablewise/domain/contract/setup";
import { qrSheetMaxTables, qrSheetPages } from "@tablewise/domain/contract/staff";
import { getTables, qrSheetUrl } from "../../lib/staff-calls";
import { consoleLocale } from "../../i18n/console-i18n";
import { isManager, useMe } from "../session/use-me";
import { getSetup, setupQueryKey } from "../setup-venue/setup-api";
import { AddTableForm, TableActions } from "./table-admin";
import "../setup-venue/setup-venue.css";

type Row = Omit<SetupTable, "retired_at"> & { retired_at?: string | null };

// The venue's tables by section with their 6-digit codes, and the printable QR sheet.
// The manager adds, renames, retires/restores a table and rotates its QR token; the
// list then comes from the setup document (retired tables included, shown apart).
export function TablesPage() {
  const { t } = useTranslation("console");
  const { t: ts } = useTranslation("setup-venue");
  const me = useMe();
  const client = useQueryClient();
  const venueId = me.venue._id;
  const tables = useQuery({
    queryKey: ["tables", venueId],
    queryFn: ({ signal }) => getTables(venueId, signal),
    enabled: isManager(me),
  });
  const setup = useQuery({
    queryKey: setupQueryKey(venueId),
    queryFn: ({ signal }) => getSetup(venueId, signal),
    enabled: isManager(me),
    refetchOnWindowFocus: false,
  });
  // A changed table replaces its row in the setup document; the plain list refetches (the QR sheet too).
  const onTable = (table: SetupTable) => {
    client.setQueryData<SetupDocument>(setupQueryKey(venueId), (old) =>
      old
        ? {
            ...old,
            tables: old.tables.some((x) => x.code === table.code)
              ? old.tables.map((x) => (x.code === table.code ? table : x))
              : [...old.tables, table],
          }
        : old,
    );
    void client.invalidateQueries({ queryKey: ["tables", venueId] });
  };
  useEffect(() => {
    document.title = `${t("nav.tables")} · ${me.venue.name}`;
  }, [t, me.venue.name]);
  if (!isManager(me))
    return (
      <main className="page">
        <h1>{t("nav.tables")}</h1>
        <p>{t("errors.role")}</p>
      </main>
    );
  const rows: Row[] = setup.data?.tables ?? tables.data ?? [];
  const admin = setup.data !== undefined;
  const active = rows.filter((r) => !r.retired_at);
  const retired = rows.filter((r) => r.retired_at);
  const sections = new Map<string, Row[]>();
  for (const table of active)
    sections.set(table.section_name, [...(sections.get(table.section_name) ?? []), table]);
  const sectionNames = [
    ...new Set([...(setup.data?.venue.sections.map((s) => s.name) ?? []), ...sections.keys()]),
  ];
  // The sheet prints the tables the tables call lists (the active ones).
  const sheetTables = tables.data?.length ?? 0;
  const sheetPages = qrSheetPages(sheetTables);
  return (
    <main className="page">
      <div className="page__head">
        <h1>{t("nav.tables")}</h1>
        {sheetPages === 1 ? (
          <a className="btn btn--primary" href={qrSheetUrl(venueId, consoleLocale())} download>
            {t("tables.download")}
          </a>
        ) : (
          // One file holds at most qrSheetMaxTables tables: a larger venue prints its sheet in parts.
          Array.from({ length: sheetPages }, (_, i) => (
            <a
              key={i}
              className="btn btn--primary"
              href={qrSheetUrl(venueId, consoleLocale(), i + 1)}
              download
            >
              {t("tables.downloadPart", {
                from: i * qrSheetMaxTables + 1,
                to: Math.min((i + 1) * qrSheetMaxTables, sheetTables),
              })}
            </a>
          ))
        )}
      </div>
      {tables.isError && (
        <p className="banner banner--error" role="alert">
          {t("errors.load")}
        </p>
      )}
      {tables.isPending && <p aria-busy="true">{t("shell.loading")}</p>}
      {setup.isError && <p className="muted">{ts("tables.editUnavailable")}</p>}
      {admin && <AddTableForm venueId={venueId} sections={sectionNames} onSaved={onTable} />}
      {[...sections].map(([section, list]) => (
        <TableSection
          key={section}
          id={`sec-${section}`}
          title={section}
          rows={list}
          admin={admin}
          venueId={venueId}
          sections={sectionNames}
          onTable={onTable}
        />
      ))}
      {retired.length > 0 && (
        <TableSection
          id="sec-retired"
          title={ts("tables.retiredTitle")}
          rows={retired}
          admin={admin}
          venueId={venueId}
          sections={sectionNames}
          onTable={onTable}
          retired
        />
      )}
    </main>
  );
}

function TableSection({
  id,
  title,
  rows,
  admin,
  venueId,
  sections,
  onTable,
  retired,
}: {
  id: string;
  title: string;
  rows: Row[];
  admin: boolean;
  venueId: string;
  sections: string[];
  onTable: (table: SetupTable) => void;
  retired?: boolean;
}) {
  const { t } = useTranslation("console");
  const { t: ts } = useTranslation("setup-venue");
  const [headingId] = useState(() => id.replace(/[^A-Za-z0-9_-]/g, "_"));
  return (
    <section className="card-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <div className="table-scroll">
        <table className={`data-table ${retired ? "sv-retired" : ""}`}>
          <thead>
            <tr>
              {retired && <th scope="col">{ts("tables.section")}</th>}
              <th scope="col">{t("tables.table")}</th>
              <th scope="col">{t("tables.code")}</th>
              <th scope="col">{t("tables.link")}</th>
              {admin && <th scope="col">{ts("tables.actions")}</th>}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.code}>
                {retired && <td>{row.section_name}</td>}
                <td>{row.table_name}</td>
                <td className="code" dir="ltr">
                  {row.code}
                </td>
                <td dir="ltr">
                  {retired ? <span>{row.qr_url}</span> : <a href={row.qr_url}>{row.qr_url}</a>}
                </td>
                {admin && (
                  <td>
                    <TableActions
                      venueId={venueId}
                      table={row as SetupTable}
                      sections={sections}
                      onSaved={onTable}
                    />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
