import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useMutation } from "@tanstack/react-query";
import type { SetupTable } from "@tablewise/domain/contract/setup";
import { ConfirmDialog } from "../setup-venue/confirm-dialog";
import { ModalDialog } from "../../ui/modal-dialog";
import {
  createTable,
  renameTable,
  retireTable,
  rotateTableToken,
  type TableNames,
} from "../setup-venue/setup-api";

// A table is added, renamed, retired or restored, and its QR token rotated only after
// the manager confirmed that the printed QR codes of the table stop working.
type Saved = (table: SetupTable) => void;

function NameFields({
  sections,
  value,
  onChange,
}: {
  sections: string[];
  value: TableNames;
  onChange: (value: TableNames) => void;
}) {
  const { t } = useTranslation("setup-venue");
  const id = useId();
  return (
    <>
      <div className="sv-field">
        <label className="field__label" htmlFor={`${id}-section`}>
          {t("tables.section")}
        </label>
        <input
          id={`${id}-section`}
          className="field__input"
          list={`${id}-sections`}
          required
          maxLength={80}
          value={value.section_name}
          onChange={(e) => onChange({ ...value, section_name: e.target.value })}
        />
        <datalist id={`${id}-sections`}>
          {sections.map((s) => (
            <option key={s} value={s} />
          ))}
        </datalist>
      </div>
      <div className="sv-field">
        <label className="field__label" htmlFor={`${id}-name`}>
          {t("tables.name")}
        </label>
        <input
          id={`${id}-name`}
          className="field__input"
          required
          maxLength={80}
          value={value.table_name}
          onChange={(e) => onChange({ ...value, table_name: e.target.value })}
        />
      </div>
    </>
  );
}

const filled = (v: TableNames) => v.section_name.trim() !== "" && v.table_name.trim() !== "";

export function AddTableForm({
  venueId,
  sections,
  onSaved,
}: {
  venueId: string;
  sections: string[];
  onSaved: Saved;
}) {
  const { t } = useTranslation("setup-venue");
  const [value, setValue] = useState<TableNames>({ section_name: sections[0] ?? "", table_name: "" });
  const [added, setAdded] = useState<SetupTable | null>(null);
  const add = useMutation({
    mutationFn: (body: TableNames) => createTable(venueId, body),
    onSuccess: (table) => {
      onSaved(table);
      setAdded(table);
      setValue((v) => ({ ...v, table_name: "" }));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    if (filled(value))
      add.mutate({ section_name: value.section_name.trim(), table_name: value.table_name.trim() });
  };
  return (
    <section className="card-section" aria-labelledby="add-table-title">
      <h2 id="add-table-title">{t("tables.addTitle")}</h2>
      <form className="sv-add-table" onSubmit={submit}>
        <NameFields sections={sections} value={value} onChange={setValue} />
        <button type="submit" className="btn btn--primary" disabled={!filled(value) || add.isPending}>
          {t("tables.add")}
        </button>
      </form>
      <div role="status">
        {added && <p>{t("tables.added", { name: added.table_name, code: added.code })}</p>}
      </div>
      {add.isError && (
        <p className="banner banner--error" role="alert">
          {t("tables.failed", { message: add.error.message })}
        </p>
      )}
    </section>
  );
}

export function TableActions({
  venueId,
  table,
  sections,
  onSaved,
}: {
  venueId: string;
  table: SetupTable;
  sections: string[];
  onSaved: Saved;
}) {
  const { t } = useTranslation("setup-venue");
  const [renaming, setRenaming] = useState(false);
  const [rotating, setRotating] = useState(false);
  const [rotated, setRotated] = useState(false);
  const retire = useMutation({
    mutationFn: (retired: boolean) => retireTable(venueId, table.code, retired),
    onSuccess: onSaved,
  });
  const rotate = useMutation({
    mutationFn: () => rotateTableToken(venueId, table.code),
    onSuccess: (saved) => {
      onSaved(saved);
      setRotated(true);
    },
  });
  const name = `${table.section_name} · ${table.table_name}`;
  const failure = retire.error ?? rotate.error;
  return (
    <div className="sv-actions">
      {!table.retired_at && (
        <button
          type="button"
          className="btn"
          aria-label={t("tables.renameOf", { name })}
          onClick={() => setRenaming(true)}
        >
          {t("tables.rename")}
        </button>
      )}
      {!table.retired_at && (
        <button
          type="button"
          className="btn"
          aria-label={t("tables.rotateOf", { name })}
          disabled={rotate.isPending}
          onClick={() => {
            setRotated(false);
            setRotating(true);
          }}
        >
          {t("tables.rotate")}
        </button>
      )}
      <button
        type="button"
        className={table.retired_at ? "btn" : "btn btn--danger-ghost"}
        aria-label={t(table.retired_at ? "tables.restoreOf" : "tables.retireOf", { name })}
        disabled={retire.isPending}
        onClick={() => retire.mutate(!table.retired_at)}
      >
        {table.retired_at ? t("tables.restore") : t("tables.retire")}
      </button>
      <span role="status">{rotated ? t("tables.rotated") : ""}</span>
      {failure && (
        <p className="form-error" role="alert">
          {t("tables.failed", { message: failure.message })}
        </p>
      )}
      <ConfirmDialog
        open={rotating}
        title={t("tables.rotateTitle", { name })}
        body={t("tables.rotateBody")}
        confirmLabel={t("tables.rotateConfirm")}
        cancelLabel={t("form.cancel")}
        danger
        onClose={() => setRotating(false)}
        onConfirm={() => {
          setRotating(false);
          rotate.mutate();
        }}
      />
      {renaming && (
        <RenameDialog
          table={table}
          sections={sections}
          onClose={() => setRenaming(false)}
          save={(body) => renameTable(venueId, table.code, body)}
          onSaved={(saved) => {
            onSaved(saved);
            setRenaming(false);
          }}
        />
      )}
    </div>
  );
}

function RenameDialog({
  table,
  sections,
  onClose,
  save,
  onSaved,
}: {
  table: SetupTable;
  sections: string[];
  onClose: () => void;
  save: (body: TableNames) => Promise<SetupTable>;
  onSaved: Saved;
}) {
  const { t } = useTranslation("setup-venue");
  const id = useId();
  const [value, setValue] = useState<TableNames>({
    section_name: table.section_name,
    table_name: table.table_name,
  });
  const rename = useMutation({ mutationFn: save, onSuccess: onSaved });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (filled(value))
      rename.mutate({ section_name: value.section_name.trim(), table_name: value.table_name.trim() });
  };
  return (
    <ModalDialog labelledBy={`${id}-title`} onClose={onClose}>
      <form className="dialog__body" onSubmit={submit}>
        <h2 id={`${id}-title`} className="dialog__title">
          {t("tables.renameTitle", { code: table.code })}
        </h2>
        <NameFields sections={sections} value={value} onChange={setValue} />
        {rename.isError && (
          <p className="form-error" role="alert">
            {t("tables.failed", { message: rename.error.message })}
          </p>
        )}
        <div className="dialog__actions">
          <button type="button" className="btn" onClick={onClose}>
            {t("form.cancel")}
          </button>
          <button type="submit" className="btn btn--primary" disabled={!filled(value) || rename.isPending}>
            {t("form.save")}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
