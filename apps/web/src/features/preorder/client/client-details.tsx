import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMenuSession } from "../../session/session-context";
import { usePreorder } from "../preorder-context";
import { toE164 } from "@tablewise/domain/rules/phone-number";
import { callingCode, formatPhoneInput } from "./phone-format";
import "../details.css";

// SPEC §2/§5 client details: name and phone are required; the phone defaults to the venue's country and
// shows formatted. Errors show once a field has been left.
export function ClientDetails() {
  const { t } = useTranslation("preorder");
  const { country } = useMenuSession();
  const { draft, updateDraft, setPhoneE164 } = usePreorder();
  const [touched, setTouched] = useState({ name: false, phone: false });
  const e164 = toE164(draft.phone, country);
  useEffect(() => setPhoneE164(e164), [e164, setPhoneE164]);

  const nameError = !draft.name.trim() ? "required" : null;
  const phoneError = !draft.phone.trim() ? "required" : e164 ? null : "phone";
  const showName = touched.name && nameError;
  const showPhone = touched.phone && phoneError;
  return (
    <section className="details-card" aria-labelledby="client-title" data-testid="client-details">
      <h2 id="client-title" className="details-card__title">
        {t("client.title")}
      </h2>
      <div className="pf-field" data-invalid={showName ? true : undefined}>
        <label className="pf-field__label" htmlFor="client-name">
          {t("client.name")}
        </label>
        <input
          id="client-name"
          className="pf-field__input"
          autoComplete="name"
          required
          maxLength={100}
          value={draft.name}
          aria-invalid={showName ? true : undefined}
          aria-describedby={showName ? "client-name-error" : undefined}
          onChange={(e) => updateDraft({ name: e.target.value })}
          onBlur={() => setTouched((s) => ({ ...s, name: true }))}
          data-testid="client-name"
        />
        {showName && (
          <p id="client-name-error" className="pf-field__error">
            {t("validations.required")}
          </p>
        )}
      </div>
      <div className="pf-field" data-invalid={showPhone ? true : undefined}>
        <label className="pf-field__label" htmlFor="client-phone">
          {t("client.phone")}
        </label>
        <input
          id="client-phone"
          className="pf-field__input"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          dir="ltr"
          value={draft.phone}
          placeholder={t("client.phone_hint", { code: callingCode(country) })}
          aria-invalid={showPhone ? true : undefined}
          aria-describedby={showPhone ? "client-phone-error" : undefined}
          onChange={(e) => updateDraft({ phone: formatPhoneInput(draft.phone, e.target.value, country) })}
          onBlur={() => setTouched((s) => ({ ...s, phone: true }))}
          data-testid="client-phone"
        />
        {showPhone && phoneError && (
          <p id="client-phone-error" className="pf-field__error">
            {t(`validations.${phoneError}`)}
          </p>
        )}
      </div>
    </section>
  );
}
