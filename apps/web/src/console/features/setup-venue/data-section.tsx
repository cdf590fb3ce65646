import { useId, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { useMutation } from "@tanstack/react-query";
import { csvRowErrorSchema, type SetupDocument } from "@tablewise/domain/contract/setup";
import { z } from "zod";
import { ConsoleApiError } from "../../lib/console-api";
import { useMe } from "../session/use-me";
import { ConfirmDialog } from "./confirm-dialog";
import { exportUrl, importProductsCsv, importVenue } from "./setup-api";
import { serverFieldErrors } from "./venue-form-rules";

const csvErrorDetails = z.object({ rows: z.array(csvRowErrorSchema) });
// A venue file larger than this is not one (the demo venue is ~60 KB); refused before reading it.
const maxFileBytes = 5 * 1024 * 1024;

// The venue as export.json, a venue file imported back (it replaces the whole venue),
// and a product list from a spreadsheet (CSV) into a chosen menu, bad rows reported by line.
export function DataSection({ doc, onImported }: { doc: SetupDocument; onImported: () => void }) {
  const { t } = useTranslation("setup-venue");
  const me = useMe();
  const venueId = me.venue._id;
  const ids = useId();
  const [venueFile, setVenueFile] = useState<{ name: string; content: unknown } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [menuId, setMenuId] = useState(doc.menus[0]?.menu._id ?? "");
  const [csv, setCsv] = useState<{ name: string; text: string } | null>(null);

  const importing = useMutation({
    mutationFn: (content: unknown) => importVenue(venueId, content),
    onSuccess: onImported,
  });
  const csvImport = useMutation({
    mutationFn: (text: string) => importProductsCsv(venueId, menuId, text),
    onSuccess: onImported,
  });

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    importing.reset();
    setFileError(null);
    setVenueFile(null);
    if (!file) return;
    if (file.size > maxFileBytes) return setFileError(t("data.tooLarge"));
    try {
      setVenueFile({ name: file.name, content: JSON.parse(await file.text()) as unknown });
    } catch {
      setFileError(t("data.notJson"));
    }
  };
  const readCsv = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    csvImport.reset();
    setCsv(null);
    if (!file) return;
    if (file.size > maxFileBytes) return setFileError(t("data.tooLarge"));
    setCsv({ name: file.name, text: await file.text() });
  };

  const importFailure = importing.isError ? serverFieldErrors(importing.error) : null;
  const importLines = importFailure
    ? [
        ...importFailure.general,
        ...Object.entries(importFailure.fields).map(([p, e]) => `${p}: ${"server" in e ? e.server : e.key}`),
      ]
    : [];
  const csvRows =
    csvImport.error instanceof ConsoleApiError
      ? csvErrorDetails.safeParse(csvImport.error.details).data?.rows
      : undefined;

  return (
    <section id="data" className="sv-section" aria-labelledby={`${ids}-title`} tabIndex={-1}>
      <div className="sv-section__head">
        <h2 id={`${ids}-title`}>{t("sections.data")}</h2>
      </div>
      <div className="sv-section__body">
        <h3>{t("data.exportTitle")}</h3>
        <p className="sv-hint">{t("data.exportHint")}</p>
        <p>
          <a className="btn" href={exportUrl(venueId)} download={`${me.venue.link}.json`}>
            {t("data.export")}
          </a>
        </p>

        <h3>{t("data.importTitle")}</h3>
        <p className="sv-hint" id={`${ids}-import-hint`}>
          {t("data.importHint")}
        </p>
        <div className="sv-field">
          <label className="field__label" htmlFor={`${ids}-venue-file`}>
            {t("data.venueFile")}
          </label>
          <input
            id={`${ids}-venue-file`}
            className="field__input"
            type="file"
            accept="application/json,.json"
            aria-describedby={`${ids}-import-hint`}
            onChange={(e) => void readFile(e)}
          />
        </div>
        {fileError && (
          <p className="form-error" role="alert">
            {fileError}
          </p>
        )}
        <p>
          <button
            type="button"
            className="btn btn--danger"
            disabled={!venueFile || importing.isPending}
            onClick={() => setConfirming(true)}
          >
            {importing.isPending ? t("data.importing") : t("data.import")}
          </button>
        </p>
        <ConfirmDialog
          open={confirming}
          title={t("data.confirmTitle")}
          body={t("data.confirmBody", { file: venueFile?.name ?? "" })}
          confirmLabel={t("data.confirmImport")}
          cancelLabel={t("form.cancel")}
          danger
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            if (venueFile) importing.mutate(venueFile.content);
          }}
        />
        <div role="status">
          {importing.isSuccess && (
            <p className="banner">
              {t("data.imported", {
                menus: t("data.menus", { count: importing.data.menus }),
                products: t("data.products", { count: importing.data.products }),
                tables: t("data.tables", { count: importing.data.tables }),
              })}
            </p>
          )}
        </div>
        {importing.isError && (
          <div className="banner banner--error" role="alert">
            <p>{t("data.importFailed")}</p>
            <ul>
              {importLines.map((line) => (
                <li key={line} dir="auto">
                  {line}
                </li>
              ))}
            </ul>
          </div>
        )}

        <h3>{t("data.csvTitle")}</h3>
        <p className="sv-hint" id={`${ids}-csv-hint`}>
          {t("data.csvHint")}
        </p>
        <div className="sv-row">
          <div className="sv-field">
            <label className="field__label" htmlFor={`${ids}-menu`}>
              {t("data.menu")}
            </label>
            <select
              id={`${ids}-menu`}
              className="field__input"
              value={menuId}
              onChange={(e) => setMenuId(e.target.value)}
            >
              {doc.menus.map((entry) => (
                <option key={entry.menu._id} value={entry.menu._id}>
                  {entry.menu.title}
                </option>
              ))}
            </select>
          </div>
          <div className="sv-field">
            <label className="field__label" htmlFor={`${ids}-csv`}>
              {t("data.csvFile")}
            </label>
            <input
              id={`${ids}-csv`}
              className="field__input"
              type="file"
              accept="text/csv,.csv"
              aria-describedby={`${ids}-csv-hint`}
              onChange={(e) => void readCsv(e)}
            />
          </div>
        </div>
        <p>
          <button
            type="button"
            className="btn btn--primary"
            disabled={!csv || !menuId || csvImport.isPending}
            onClick={() => csv && csvImport.mutate(csv.text)}
          >
            {csvImport.isPending ? t("data.importing") : t("data.csvImport")}
          </button>
        </p>
        <div role="status">
          {csvImport.isSuccess && (
            <p className="banner">
              {t("data.csvCreated", {
                products: t("data.products", { count: csvImport.data.created }),
                categories: t("data.categories", { count: csvImport.data.categories_created }),
              })}
            </p>
          )}
        </div>
        {csvImport.isError && (
          <div className="banner banner--error" role="alert">
            <p>
              {csvRows
                ? t("data.csvBadRows", { count: csvRows.length })
                : t("data.csvFailed", { message: csvImport.error.message })}
            </p>
          </div>
        )}
        {csvRows && (
          <div className="table-scroll">
            <table className="data-table">
              <caption className="visually-hidden">{t("data.csvErrorsCaption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("data.line")}</th>
                  <th scope="col">{t("data.problem")}</th>
                </tr>
              </thead>
              <tbody>
                {csvRows.map((row) => (
                  <tr key={`${row.line}-${row.message}`}>
                    <td dir="ltr">{row.line}</td>
                    <td dir="auto">{row.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
