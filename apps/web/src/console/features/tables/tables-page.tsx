import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { getTables, qrSheetUrl } from "../../lib/staff-calls";
import { consoleLocale } from "../../i18n/console-i18n";
import { isManager, useMe } from "../session/use-me";

// Issue 19 point 5: the venue's tables by section with their 6-digit codes, and the printable QR sheet.
export function TablesPage() {
  const { t } = useTranslation("console");
  const me = useMe();
  const venueId = me.venue._id;
  const tables = useQuery({
    queryKey: ["tables", venueId],
    queryFn: ({ signal }) => getTables(venueId, signal),
    enabled: isManager(me),
  });
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
  const sections = new Map<string, NonNullable<typeof tables.data>>();
  for (const table of tables.data ?? [])
    sections.set(table.section_name, [...(sections.get(table.section_name) ?? []), table]);
  return (
    <main className="page">
      <div className="page__head">
        <h1>{t("nav.tables")}</h1>
        <a className="btn btn--primary" href={qrSheetUrl(venueId, consoleLocale())} download>
          {t("tables.download")}
        </a>
      </div>
      {tables.isError && (
        <p className="banner banner--error" role="alert">
          {t("errors.load")}
        </p>
      )}
      {tables.isPending && <p aria-busy="true">{t("shell.loading")}</p>}
      {[...sections].map(([section, rows]) => (
        <section key={section} className="card-section" aria-labelledby={`sec-${section}`}>
          <h2 id={`sec-${section}`}>{section}</h2>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("tables.table")}</th>
                <th scope="col">{t("tables.code")}</th>
                <th scope="col">{t("tables.link")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.code}>
                  <td>{row.table_name}</td>
                  <td className="code" dir="ltr">
                    {row.code}
                  </td>
                  <td dir="ltr">
                    <a href={row.qr_url}>{row.qr_url}</a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </main>
  );
}
