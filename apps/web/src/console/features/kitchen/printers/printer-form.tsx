import { useState } from "react";
import { useTranslation } from "react-i18next";
import { printerBodySchema, type Printer, type PrinterBody } from "@tablewise/domain/contract/printers";

type Draft = { name: string; host: string; port: string; width: "58" | "80"; role: "main" | "backup" };

const draftOf = (printer?: Printer): Draft => ({
  name: printer?.name ?? "",
  host: printer?.host ?? "",
  port: String(printer?.port ?? 9100),
  width: printer?.width_mm === 58 ? "58" : "80",
  role: printer?.role ?? "main",
});

// A printer's name, address, port, paper width and role; checked with the contract's own schema before
// it is sent, so the manager sees the same rule the server applies.
export function PrinterForm({
  stationId,
  printer,
  submitLabel,
  isPending,
  onSubmit,
  onCancel,
}: {
  stationId: string;
  printer?: Printer;
  submitLabel: string;
  isPending: boolean;
  onSubmit: (body: PrinterBody) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation("kitchen");
  const [draft, setDraft] = useState(() => draftOf(printer));
  const [problem, setProblem] = useState("");
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const submit = () => {
    const parsed = printerBodySchema.safeParse({
      station_id: stationId,
      name: draft.name,
      host: draft.host,
      port: Number(draft.port),
      width_mm: Number(draft.width),
      role: draft.role,
    });
    if (!parsed.success) {
      const field = String(parsed.error.issues[0]?.path[0] ?? "");
      return setProblem(t(`printers.invalid.${field === "host" || field === "port" ? field : "name"}`));
    }
    setProblem("");
    onSubmit(parsed.data);
  };
  return (
    <form
      className="kset-printer-form"
      aria-label={submitLabel}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="kset-fields">
        <label className="kset-field kset-field--wide">
          <span>{t("printers.name")}</span>
          <input value={draft.name} maxLength={60} onChange={(e) => set({ name: e.target.value })} />
        </label>
        <label className="kset-field kset-field--wide">
          <span>{t("printers.host")}</span>
          <input
            dir="ltr"
            value={draft.host}
            maxLength={253}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => set({ host: e.target.value })}
          />
        </label>
        <label className="kset-field">
          <span>{t("printers.port")}</span>
          <input
            dir="ltr"
            type="number"
            inputMode="numeric"
            min={1}
            max={65535}
            value={draft.port}
            onChange={(e) => set({ port: e.target.value })}
          />
        </label>
        <label className="kset-field">
          <span>{t("printers.width")}</span>
          <select value={draft.width} onChange={(e) => set({ width: e.target.value === "58" ? "58" : "80" })}>
            <option value="80">{t("printers.mm", { width: 80 })}</option>
            <option value="58">{t("printers.mm", { width: 58 })}</option>
          </select>
        </label>
        <label className="kset-field">
          <span>{t("printers.role")}</span>
          <select
            value={draft.role}
            onChange={(e) => set({ role: e.target.value === "backup" ? "backup" : "main" })}
          >
            <option value="main">{t("printers.roles.main")}</option>
            <option value="backup">{t("printers.roles.backup")}</option>
          </select>
        </label>
      </div>
      {problem && (
        <p className="kset-error" role="alert">
          {problem}
        </p>
      )}
      <div className="kset-actions">
        <button type="submit" className="btn btn--primary" disabled={isPending}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn" onClick={onCancel}>
            {t("actions.cancel")}
          </button>
        )}
      </div>
    </form>
  );
}
