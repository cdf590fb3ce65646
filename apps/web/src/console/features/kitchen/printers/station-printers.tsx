import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation } from "@tanstack/react-query";
import type { Station } from "@tablewise/domain/contract/kitchen";
import type { Printer, PrinterBody } from "@tablewise/domain/contract/printers";
import { PrinterForm } from "./printer-form";
import { PrinterRow } from "./printer-row";
import { createPrinter } from "./printers-api";

// A station's printers and a form to add one (a station may have none: its tickets show on screen only).
export function StationPrinters({
  venueId,
  station,
  printers,
  onChanged,
}: {
  venueId: string;
  station: Station;
  printers: Printer[];
  onChanged: (notice: string) => void;
}) {
  const { t } = useTranslation("kitchen");
  const [formKey, setFormKey] = useState(0);
  const [problem, setProblem] = useState("");
  const create = useMutation({
    mutationFn: (body: PrinterBody) => createPrinter(venueId, body),
    onSuccess: () => {
      setProblem("");
      setFormKey((k) => k + 1);
      onChanged(t("setup.saved"));
    },
    onError: (error) => setProblem(t("errors.save", { message: error.message })),
  });
  const headingId = `kset-printers-${station._id}`;
  return (
    <section className="kset-section kset-printers" aria-labelledby={headingId}>
      <h3 id={headingId}>{t("printers.title", { station: station.name })}</h3>
      {printers.length === 0 ? (
        <p className="sv-hint">{t("printers.none")}</p>
      ) : (
        <ul className="kset-list">
          {printers.map((printer) => (
            <PrinterRow key={printer._id} venueId={venueId} printer={printer} onChanged={onChanged} />
          ))}
        </ul>
      )}
      {problem && (
        <p className="kset-error" role="alert">
          {problem}
        </p>
      )}
      <PrinterForm
        key={formKey}
        stationId={station._id}
        submitLabel={t("printers.add")}
        isPending={create.isPending}
        onSubmit={(body) => create.mutate(body)}
      />
    </section>
  );
}
