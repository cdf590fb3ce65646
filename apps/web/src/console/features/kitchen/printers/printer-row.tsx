import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation } from "@tanstack/react-query";
import type { Printer, PrinterBody } from "@tablewise/domain/contract/printers";
import { ConfirmDialog } from "../../setup-venue/confirm-dialog";
import { PrinterForm } from "./printer-form";
import { removePrinter, testPrint, updatePrinter } from "./printers-api";

const statusMarks = { online: "●", offline: "■", unknown: "○" } as const;

// One printer: its status in words (online, offline with the last error, tickets waiting), a test
// page, editing and removing it.
export function PrinterRow({
  venueId,
  printer,
  onChanged,
}: {
  venueId: string;
  printer: Printer;
  onChanged: (notice: string) => void;
}) {
  const { t } = useTranslation("kitchen");
  const [isEditing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState("");
  const onError = (error: Error) => setProblem(t("errors.save", { message: error.message }));
  const test = useMutation({
    mutationFn: () => testPrint(venueId, printer._id),
    onSuccess: () => onChanged(t("printers.testSent", { name: printer.name })),
    onError,
  });
  const update = useMutation({
    mutationFn: (body: PrinterBody) => updatePrinter(venueId, printer._id, body),
    onSuccess: () => {
      setEditing(false);
      onChanged(t("setup.saved"));
    },
    onError,
  });
  const remove = useMutation({
    mutationFn: () => removePrinter(venueId, printer._id),
    onSuccess: () => onChanged(t("setup.saved")),
    onError,
  });
  return (
    <li className="kset-printer" aria-label={printer.name}>
      <div className="kset-printer__head">
        <strong>{printer.name}</strong>
        <span dir="ltr" className="kset-printer__addr">
          {printer.host}:{printer.port}
        </span>
        <span>{t("printers.mm", { width: printer.width_mm })}</span>
        <span>{t(`printers.roles.${printer.role}`)}</span>
        <span className={`kset-status kset-status--${printer.status}`}>
          <span aria-hidden="true">{statusMarks[printer.status]} </span>
          {t(`printers.status.${printer.status}`)}
        </span>
        {printer.waiting > 0 && (
          <span className="kset-waiting">{t("printers.waiting", { count: printer.waiting })}</span>
        )}
      </div>
      {printer.last_error && printer.status !== "online" && (
        <p className="kset-printer__error">
          {t("printers.lastError")}: <bdi dir="ltr">{printer.last_error}</bdi>
        </p>
      )}
      {problem && (
        <p className="kset-error" role="alert">
          {problem}
        </p>
      )}
      {isEditing ? (
        <PrinterForm
          stationId={printer.station_id}
          printer={printer}
          submitLabel={t("printers.saveLabel")}
          isPending={update.isPending}
          onSubmit={(body) => update.mutate(body)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="kset-actions">
          <button type="button" className="btn" onClick={() => test.mutate()} disabled={test.isPending}>
            {t("printers.test")}
          </button>
          <button type="button" className="btn" onClick={() => setEditing(true)}>
            {t("printers.edit")}
          </button>
          <button type="button" className="btn btn--danger" onClick={() => setConfirming(true)}>
            {t("actions.remove")}
          </button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title={t("printers.removeTitle", { name: printer.name })}
        body={t("printers.removeBody")}
        confirmLabel={t("actions.remove")}
        cancelLabel={t("actions.cancel")}
        danger
        onConfirm={() => {
          setConfirming(false);
          remove.mutate();
        }}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}
