import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation } from "@tanstack/react-query";
import type { Station } from "@tablewise/domain/contract/kitchen";
import { createStation } from "./kitchen-api";
import { StationFields } from "./station-fields";
import { StationRow } from "./station-row";
import { newStationDraft, stationBodyOf } from "./station-draft";

// The venue's stations and a form to add one.
export function StationsSection({
  venueId,
  stations,
  onChanged,
}: {
  venueId: string;
  stations: Station[];
  onChanged: (notice: string) => void;
}) {
  const { t } = useTranslation("kitchen");
  const [draft, setDraft] = useState(newStationDraft);
  const [problem, setProblem] = useState("");
  const create = useMutation({
    mutationFn: (body: Parameters<typeof createStation>[1]) => createStation(venueId, body),
    onSuccess: () => {
      setDraft(newStationDraft());
      onChanged(t("setup.saved"));
    },
    onError: (error) => setProblem(t("errors.save", { message: error.message })),
  });
  const onAdd = () => {
    const result = stationBodyOf(draft);
    if ("problem" in result) return setProblem(t(`errors.${result.problem}`));
    setProblem("");
    create.mutate(result.body);
  };
  return (
    <section className="kset-section" aria-labelledby="kset-stations">
      <h2 id="kset-stations">{t("setup.stations")}</h2>
      {stations.length === 0 && <p className="sv-hint">{t("setup.noStations")}</p>}
      <ul className="kset-list">
        {stations.map((station) => (
          // Keyed by what the server saved too, so a row shows another manager's change.
          <StationRow
            key={`${station._id}:${station.name}:${station.warn_after_s}:${station.late_after_s}`}
            venueId={venueId}
            station={station}
            onChanged={onChanged}
          />
        ))}
      </ul>
      <form
        className="kset-station kset-station--new"
        onSubmit={(e) => {
          e.preventDefault();
          onAdd();
        }}
      >
        <StationFields idPrefix="st-new" legend={t("setup.addStation")} draft={draft} onChange={setDraft} />
        {problem && (
          <p className="kset-error" role="alert">
            {problem}
          </p>
        )}
        <div className="kset-actions">
          <button type="submit" className="btn btn--primary" disabled={create.isPending}>
            {t("setup.addStation")}
          </button>
        </div>
      </form>
    </section>
  );
}
