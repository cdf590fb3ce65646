import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fiscalSettingsBodySchema, type FiscalSettings } from "@tablewise/domain/contract/fiscal";
import {
  closeFiscalShift,
  fiscalKeys,
  getFiscalReceipts,
  getFiscalSettings,
  saveFiscalSettings,
} from "./fiscal-api";
import { FiscalReceiptList } from "./fiscal-receipt-list";
import "./fiscal.css";

// The manager's fiscal provider in the venue settings (docs/fiscal.md): Checkbox's license key and
// cashier, which payment methods get receipts, closing the shift, and the receipts that need a person.
export function FiscalSection({ venueId }: { venueId: string }) {
  const { t } = useTranslation("console");
  const settings = useQuery({
    queryKey: fiscalKeys.settings(venueId),
    queryFn: ({ signal }) => getFiscalSettings(venueId, signal),
  });
  return (
    <section id="fiscal" className="sv-section" aria-labelledby="fiscal-title" data-testid="fiscal-section">
      <div className="sv-section__head">
        <h2 id="fiscal-title">{t("fiscal.title")}</h2>
      </div>
      <p className="sv-hint">{t("fiscal.intro")}</p>
      {settings.isError && (
        <p role="alert">
          {t("fiscal.loadError")}{" "}
          <button type="button" className="btn" onClick={() => void settings.refetch()}>
            {t("fiscal.retry")}
          </button>
        </p>
      )}
      {settings.data && <FiscalForm venueId={venueId} saved={settings.data} />}
      {settings.data?.provider === "checkbox" && <FiscalFailed venueId={venueId} />}
    </section>
  );
}

function FiscalForm({ venueId, saved }: { venueId: string; saved: FiscalSettings }) {
  const { t } = useTranslation("console");
  const client = useQueryClient();
  const [provider, setProvider] = useState(saved.provider);
  const [login, setLogin] = useState(saved.cashier_login ?? "");
  const [licenseKey, setLicenseKey] = useState("");
  const [password, setPassword] = useState("");
  const [card, setCard] = useState(saved.receipts_for_card);
  const [cash, setCash] = useState(saved.receipts_for_cash);
  const [invalid, setInvalid] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      saveFiscalSettings(
        venueId,
        fiscalSettingsBodySchema.parse({
          provider,
          cashier_login: login.trim() || null,
          ...(licenseKey ? { license_key: licenseKey } : {}),
          ...(password ? { cashier_password: password } : {}),
          receipts_for_card: card,
          receipts_for_cash: cash,
        }),
      ),
    onSuccess: (next) => {
      client.setQueryData(fiscalKeys.settings(venueId), next);
      setLicenseKey("");
      setPassword("");
    },
  });
  const close = useMutation({ mutationFn: () => closeFiscalShift(venueId) });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing =
      provider === "checkbox" &&
      (!login.trim() ||
        (!licenseKey && !saved.license_key_set) ||
        (!password && !saved.cashier_password_set));
    const bad =
      (licenseKey !== "" && licenseKey.trim().length < 4) || (password !== "" && password.trim().length < 4);
    setInvalid(missing || bad);
    if (!missing && !bad) save.mutate();
  };
  const keptHint = t("fiscal.kept");
  return (
    <form className="sv-section__body fiscal-form" onSubmit={submit} noValidate>
      <label className="sv-field">
        <span>{t("fiscal.provider")}</span>
        <select value={provider} onChange={(e) => setProvider(e.target.value as FiscalSettings["provider"])}>
          <option value="none">{t("fiscal.providers.none")}</option>
          <option value="checkbox">{t("fiscal.providers.checkbox")}</option>
        </select>
      </label>
      {provider === "checkbox" && (
        <div className="sv-row">
          <label className="sv-field">
            <span>{t("fiscal.licenseKey")}</span>
            <input
              type="password"
              autoComplete="off"
              value={licenseKey}
              placeholder={saved.license_key_set ? keptHint : ""}
              aria-invalid={invalid || undefined}
              onChange={(e) => setLicenseKey(e.target.value)}
            />
          </label>
          <label className="sv-field">
            <span>{t("fiscal.login")}</span>
            <input
              autoComplete="off"
              value={login}
              aria-invalid={invalid || undefined}
              onChange={(e) => setLogin(e.target.value)}
            />
          </label>
          <label className="sv-field">
            <span>{t("fiscal.password")}</span>
            <input
              type="password"
              autoComplete="new-password"
              value={password}
              placeholder={saved.cashier_password_set ? keptHint : ""}
              aria-invalid={invalid || undefined}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>
        </div>
      )}
      <fieldset className="sv-fieldset">
        <legend>{t("fiscal.which")}</legend>
        <p className="sv-hint">{t("fiscal.online")}</p>
        <label>
          <input type="checkbox" checked={card} onChange={(e) => setCard(e.target.checked)} />{" "}
          {t("fiscal.card")}
        </label>
        <label>
          <input type="checkbox" checked={cash} onChange={(e) => setCash(e.target.checked)} />{" "}
          {t("fiscal.cash")}
        </label>
      </fieldset>
      {invalid && (
        <p role="alert" className="ticket__error">
          {t("fiscal.invalid")}
        </p>
      )}
      {save.isError && (
        <p role="alert" className="ticket__error">
          {t("fiscal.saveError", { message: save.error.message })}
        </p>
      )}
      {save.isSuccess && <p role="status">{t("fiscal.saved")}</p>}
      <div className="sv-row">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {t("fiscal.save")}
        </button>
        {saved.provider === "checkbox" && (
          <button type="button" className="btn" disabled={close.isPending} onClick={() => close.mutate()}>
            {t("fiscal.closeShift")}
          </button>
        )}
      </div>
      {close.isSuccess && <p role="status">{t(close.data ? "fiscal.shiftClosed" : "fiscal.noShift")}</p>}
      {close.isError && (
        <p role="alert" className="ticket__error">
          {t("fiscal.saveError", { message: close.error.message })}
        </p>
      )}
    </form>
  );
}

function FiscalFailed({ venueId }: { venueId: string }) {
  const { t } = useTranslation("console");
  const failed = useQuery({
    queryKey: fiscalKeys.receipts(venueId, "failed"),
    queryFn: ({ signal }) => getFiscalReceipts(venueId, { status: "failed" }, signal),
  });
  return (
    <div className="sv-section__body">
      <h3>{t("fiscal.failedTitle")}</h3>
      {failed.data?.length === 0 && <p className="muted">{t("fiscal.noneFailed")}</p>}
      {failed.data && failed.data.length > 0 && (
        <FiscalReceiptList venueId={venueId} receipts={failed.data} />
      )}
    </div>
  );
}
