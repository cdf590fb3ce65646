import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useMutation } from "@tanstack/react-query";
import type { Station } from "@tablewise/domain/contract/kitchen";
import { ConfirmDialog } from "../setup-venue/confirm-dialog";
import { removeStation, updateStation } from "./kitchen-api";
import { StationFields } from "./station-fields";
import { draftOf, stationBodyOf } from "./station-draft";

// One station in the setup: rename it, change its warning and late minutes, open its screen, or remove
// it after a confirmation.
export function StationRow({
  venueId,
  station,
  onChanged,
}: {
  venueId: string;
  station: Station;
  onChanged: (notice: string) => void;
}) {
  const { t } = useTranslation("kitchen");
  const [draft, setDraft] = useState(() => draftOf(station));
  const [problem, setProblem] = useState("");
  const [confirming, setConfirming] = useState(false);
  const save = useMutation({
    mutationFn: (body: Parameters<typeof updateStation>[2]) => updateStation(venueId, station._id, body),
    onSuccess: () => onChanged(t("setup.saved")),
    onError: (error) => setProblem(t("errors.save", { message: error.message })),
  });
  const remove = useMutation({
    mutationFn: () => removeStation(venueId, station._id),
    onSuccess: () => onChanged(t("setup.saved")),
    onError: (error) => setProblem(t("errors.save", { message: error.message })),
  });
  const onSave = () => {
    const result = stationBodyOf(draft);
    if ("problem" in result) return setProblem(t(`errors.${result.problem}`));
    setProblem("");
    save.mutate(result.body);
  };
  return (
    <li className="kset-station">
      <StationFields idPrefix={`st-${station._id}`} legend={station.name} draft={draft} onChange={setDraft} />
      {problem && (
        <p className="kset-error" role="alert">
          {problem}
        </p>
      )}
      <div className="kset-actions">
        <button type="button" className="btn btn--primary" onClick={onSave} disabled={save.isPending}>
          {t("actions.save")}
        </button>
        <Link className="btn" to={`/console/kitchen/${station._id}`}>
          {t("setup.openScreen")}
        </Link>
        <button type="button" className="btn btn--danger" onClick={() => setConfirming(true)}>
          {t("actions.remove")}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t("setup.removeTitle", { name: station.name })}
        body={t("setup.removeBody")}
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
