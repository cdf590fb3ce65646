import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { alertTimingsSchema, type AlertTimings } from "@tablewise/domain/contract/floor";
import { getTimings, saveTimings, timingsKey } from "./floor-api";

const fields = [
  { key: "part_paid_after_min", max: 240 },
  { key: "walkout_after_min", max: 240 },
  { key: "escalate_after_min", max: 60 },
] as const satisfies readonly { key: keyof AlertTimings; max: number }[];

// The manager's floor alert timings, in the venue settings: after how many minutes a part-paid bill and a
// served, unpaid, quiet table become alerts, and when an unacknowledged alert goes to the manager and the
// other waiters (contract/floor.ts).
export function TimingsSection({ venueId }: { venueId: string }) {
  const { t } = useTranslation("floor");
  const timings = useQuery({
    queryKey: timingsKey(venueId),
    queryFn: ({ signal }) => getTimings(venueId, signal),
  });
  return (
    <section id="floor-alerts" className="sv-section" aria-labelledby="floor-alerts-title">
      <div className="sv-section__head">
        <h2 id="floor-alerts-title">{t("timings.title")}</h2>
      </div>
      <p className="sv-hint">{t("timings.intro")}</p>
      {timings.isError && (
        <p role="alert">
          {t("errors.load")}{" "}
          <button type="button" className="btn" onClick={() => void timings.refetch()}>
            {t("actions.retry")}
          </button>
        </p>
      )}
      {timings.data && <TimingsForm venueId={venueId} saved={timings.data} />}
    </section>
  );
}

function TimingsForm({ venueId, saved }: { venueId: string; saved: AlertTimings }) {
  const { t } = useTranslation("floor");
  const client = useQueryClient();
  const [draft, setDraft] = useState<Record<keyof AlertTimings, string>>(() => ({
    part_paid_after_min: String(saved.part_paid_after_min),
    walkout_after_min: String(saved.walkout_after_min),
    escalate_after_min: String(saved.escalate_after_min),
  }));
  const [invalid, setInvalid] = useState(false);
  const save = useMutation({
    mutationFn: (body: AlertTimings) => saveTimings(venueId, body),
    onSuccess: (next) => client.setQueryData(timingsKey(venueId), next),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = alertTimingsSchema.safeParse({
      part_paid_after_min: Number(draft.part_paid_after_min),
      walkout_after_min: Number(draft.walkout_after_min),
      escalate_after_min: Number(draft.escalate_after_min),
    });
    setInvalid(!parsed.success);
    if (parsed.success) save.mutate(parsed.data);
  };
  return (
    <form className="sv-section__body" onSubmit={submit} noValidate>
      <div className="sv-row">
        {fields.map(({ key, max }) => (
          <label key={key} className="sv-field">
            <span>{t(`timings.${key}`)}</span>
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              step={1}
              required
              value={draft[key]}
              aria-invalid={invalid || undefined}
              onChange={(e) => {
                save.reset();
                setDraft((d) => ({ ...d, [key]: e.target.value }));
              }}
            />
          </label>
        ))}
      </div>
      {invalid && <p role="alert">{t("timings.invalid")}</p>}
      {save.isError && <p role="alert">{t("errors.action")}</p>}
      <div className="sv-section__foot">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {t("timings.save")}
        </button>
        {save.isSuccess && (
          <span className="sv-status" role="status">
            {t("timings.saved")}
          </span>
        )}
      </div>
    </form>
  );
}
