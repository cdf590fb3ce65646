import { useTranslation } from "react-i18next";
import type { StationDraft } from "./station-draft";

// A station's name and its warning and late minutes (the ticket's age turns amber, then red).
export function StationFields({
  idPrefix,
  legend,
  draft,
  onChange,
}: {
  idPrefix: string;
  legend: string;
  draft: StationDraft;
  onChange: (draft: StationDraft) => void;
}) {
  const { t } = useTranslation("kitchen");
  return (
    <fieldset className="kset-fields">
      <legend className="visually-hidden">{legend}</legend>
      <label className="kset-field kset-field--wide">
        <span>{t("setup.name")}</span>
        <input
          id={`${idPrefix}-name`}
          value={draft.name}
          maxLength={60}
          onChange={(e) => onChange({ ...draft, name: e.target.value })}
        />
      </label>
      <label className="kset-field">
        <span>{t("setup.warnMinutes")}</span>
        <input
          id={`${idPrefix}-warn`}
          type="number"
          inputMode="numeric"
          min={1}
          max={240}
          value={draft.warnMinutes}
          onChange={(e) => onChange({ ...draft, warnMinutes: e.target.value })}
        />
      </label>
      <label className="kset-field">
        <span>{t("setup.lateMinutes")}</span>
        <input
          id={`${idPrefix}-late`}
          type="number"
          inputMode="numeric"
          min={1}
          max={240}
          value={draft.lateMinutes}
          onChange={(e) => onChange({ ...draft, lateMinutes: e.target.value })}
        />
      </label>
    </fieldset>
  );
}
