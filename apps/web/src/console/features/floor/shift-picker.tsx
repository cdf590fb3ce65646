import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { FloorTable, Shift, ShiftBody } from "@tablewise/domain/contract/floor";

// The start of a shift: the halls and single tables this person serves (contract/floor.ts). A table of
// a chosen hall is served with it, so its own box is ticked and locked.
export function ShiftPicker({
  halls,
  tables,
  shift,
  pending,
  failed,
  onStart,
  onCancel,
}: {
  halls: readonly string[];
  tables: readonly FloorTable[];
  shift: Shift | null;
  pending: boolean;
  failed: boolean;
  onStart: (body: ShiftBody) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation("floor");
  const [pickedHalls, setPickedHalls] = useState<Set<string>>(() => new Set(shift?.halls ?? []));
  const [pickedTables, setPickedTables] = useState<Set<string>>(() => new Set(shift?.tables ?? []));
  const toggle = (set: Set<string>, value: string) => {
    const next = new Set(set);
    if (!next.delete(value)) next.add(value);
    return next;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onStart({
      halls: [...pickedHalls],
      // Tables inside a chosen hall go with it, not one by one.
      tables: tables
        .filter((tb) => pickedTables.has(tb.code) && !pickedHalls.has(tb.hall))
        .map((tb) => tb.code),
    });
  };
  // Tables without a section are listed under their own heading, with no whole-hall box (a hall has a name).
  const allHalls = [...new Set([...halls, ...tables.map((tb) => tb.hall)])];
  const byHall = allHalls.map((hall) => ({ hall, tables: tables.filter((tb) => tb.hall === hall) }));
  const nothing = pickedHalls.size === 0 && pickedTables.size === 0;
  return (
    <form className="fl-picker" onSubmit={submit}>
      <h1>{shift ? t("picker.changeTitle") : t("picker.title")}</h1>
      <p className="fl-hint">{t("picker.intro")}</p>
      {byHall.map(({ hall, tables: inHall }) => (
        <fieldset key={hall} className="fl-picker__hall">
          <legend>
            {hall ? (
              <label className="fl-check">
                <input
                  type="checkbox"
                  checked={pickedHalls.has(hall)}
                  onChange={() => setPickedHalls((s) => toggle(s, hall))}
                />
                {t("picker.wholeHall", { hall })}
              </label>
            ) : (
              t("picker.noHall")
            )}
          </legend>
          <div className="fl-picker__tables">
            {inHall.map((tb) => (
              <label key={tb.code} className="fl-check">
                <input
                  type="checkbox"
                  checked={pickedHalls.has(hall) || pickedTables.has(tb.code)}
                  disabled={pickedHalls.has(hall)}
                  onChange={() => setPickedTables((s) => toggle(s, tb.code))}
                />
                {tb.name}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {nothing && <p className="fl-hint">{t("picker.nothing")}</p>}
      {failed && (
        <p role="alert" className="fl-alert__error">
          {t("errors.action")}
        </p>
      )}
      <div className="fl-picker__actions">
        <button type="submit" className="btn btn--primary" disabled={pending}>
          {t("picker.start")}
        </button>
        {onCancel && (
          <button type="button" className="btn btn--ghost" onClick={onCancel}>
            {t("picker.cancel")}
          </button>
        )}
      </div>
    </form>
  );
}
