import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { posSettingsBodySchema, type PosSettings } from "@tablewise/domain/contract/pos";
import { getPosJobs, getPosSettings, posKeys, savePosSettings } from "./pos-api";
import { PosJobList } from "./pos-job-list";
import { PosMenuSyncPanel } from "./pos-menu-sync";
import { linesToMap, mapToLines } from "./id-map-lines";
import "./pos.css";

// The manager's POS in the venue settings (docs/pos.md): Poster's token and spot, which POS table each of
// our tables is and which POS product each of ours, and the sends that need a person.
export function PosSection({ venueId }: { venueId: string }) {
  const { t } = useTranslation("console");
  const settings = useQuery({
    queryKey: posKeys.settings(venueId),
    queryFn: ({ signal }) => getPosSettings(venueId, signal),
  });
  const [syncs, setSyncs] = useState(0);
  return (
    <section id="pos" className="sv-section" aria-labelledby="pos-title" data-testid="pos-section">
      <div className="sv-section__head">
        <h2 id="pos-title">{t("pos.title")}</h2>
      </div>
      <p className="sv-hint">{t("pos.intro")}</p>
      {settings.isError && (
        <p role="alert">
          {t("pos.loadError")}{" "}
          <button type="button" className="btn" onClick={() => void settings.refetch()}>
            {t("pos.retry")}
          </button>
        </p>
      )}
      {/* A sync from here fills the product lines: the form starts again from them. */}
      {settings.data && <PosForm key={syncs} venueId={venueId} saved={settings.data} />}
      {settings.data?.provider === "poster" && (
        <PosMenuSyncPanel
          venueId={venueId}
          settings={settings.data}
          onSynced={() => setSyncs((n) => n + 1)}
        />
      )}
      {settings.data?.provider === "poster" && <PosFailed venueId={venueId} />}
    </section>
  );
}

function PosForm({ venueId, saved }: { venueId: string; saved: PosSettings }) {
  const { t } = useTranslation("console");
  const client = useQueryClient();
  const [provider, setProvider] = useState(saved.provider);
  const [token, setToken] = useState("");
  const [spot, setSpot] = useState(saved.spot_id ?? "");
  const [tables, setTables] = useState(mapToLines(saved.table_map));
  const [products, setProducts] = useState(mapToLines(saved.product_map));
  const [invalid, setInvalid] = useState(false);
  const save = useMutation({
    mutationFn: (body: unknown) => savePosSettings(venueId, posSettingsBodySchema.parse(body)),
    onSuccess: (next) => {
      client.setQueryData(posKeys.settings(venueId), next);
      setToken("");
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      provider,
      ...(token ? { token } : {}),
      spot_id: spot.trim() || null,
      table_map: linesToMap(tables),
      product_map: linesToMap(products),
    };
    const missing = provider === "poster" && ((!token && !saved.token_set) || !spot.trim());
    const bad = !posSettingsBodySchema.safeParse(body).success;
    setInvalid(missing || bad);
    if (!missing && !bad) save.mutate(body);
  };
  return (
    <form className="sv-section__body pos-form" onSubmit={submit} noValidate>
      <label className="sv-field">
        <span>{t("pos.provider")}</span>
        <select value={provider} onChange={(e) => setProvider(e.target.value as PosSettings["provider"])}>
          <option value="none">{t("pos.providers.none")}</option>
          <option value="poster">{t("pos.providers.poster")}</option>
        </select>
      </label>
      {provider === "poster" && (
        <>
          <div className="sv-row">
            <label className="sv-field">
              <span>{t("pos.token")}</span>
              <input
                type="password"
                autoComplete="off"
                value={token}
                placeholder={saved.token_set ? t("pos.kept") : ""}
                aria-invalid={invalid || undefined}
                onChange={(e) => setToken(e.target.value)}
              />
            </label>
            <label className="sv-field">
              <span>{t("pos.spot")}</span>
              <input
                inputMode="numeric"
                autoComplete="off"
                value={spot}
                aria-invalid={invalid || undefined}
                onChange={(e) => setSpot(e.target.value)}
              />
            </label>
          </div>
          <label className="sv-field">
            <span>{t("pos.tables")}</span>
            <textarea
              rows={4}
              dir="ltr"
              value={tables}
              aria-invalid={invalid || undefined}
              onChange={(e) => setTables(e.target.value)}
            />
          </label>
          <label className="sv-field">
            <span>{t("pos.products")}</span>
            <textarea
              rows={4}
              dir="ltr"
              value={products}
              aria-invalid={invalid || undefined}
              onChange={(e) => setProducts(e.target.value)}
            />
          </label>
        </>
      )}
      {invalid && (
        <p role="alert" className="ticket__error">
          {t("pos.invalid")}
        </p>
      )}
      {save.isError && (
        <p role="alert" className="ticket__error">
          {t("pos.saveError", { message: save.error.message })}
        </p>
      )}
      {save.isSuccess && <p role="status">{t("pos.saved")}</p>}
      <div className="sv-row">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {t("pos.save")}
        </button>
      </div>
    </form>
  );
}

function PosFailed({ venueId }: { venueId: string }) {
  const { t } = useTranslation("console");
  const failed = useQuery({
    queryKey: posKeys.jobs(venueId, "failed"),
    queryFn: ({ signal }) => getPosJobs(venueId, { status: "failed" }, signal),
  });
  return (
    <div className="sv-section__body">
      <h3>{t("pos.failedTitle")}</h3>
      {failed.data?.length === 0 && <p className="muted">{t("pos.noneFailed")}</p>}
      {failed.data && failed.data.length > 0 && <PosJobList venueId={venueId} jobs={failed.data} />}
    </div>
  );
}
