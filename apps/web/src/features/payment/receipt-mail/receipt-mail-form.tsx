import { useId, useState, type FormEvent } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { localeSchema, type Locale } from "@tablewise/domain/contract/common";
import { receiptMailAvailabilityCall, receiptMailBodySchema } from "@tablewise/domain/contract/receipt-mail";
import { request } from "../../../lib/api-client";
import "./receipt-mail.css";

export type SendReceiptMail = (email: string, locale: Locale) => Promise<void>;
type State = "idle" | "sending" | "sent" | "failed" | "limited";

// Whether the server sends e-mail at all: without an SMTP server the form is not shown (docs/mail.md).
const availabilityQuery = {
  queryKey: ["receipt-mail", "available"] as const,
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await request(receiptMailAvailabilityCall.path, receiptMailAvailabilityCall.response, { signal })).data
      .available,
  staleTime: 5 * 60_000,
};

// "E-mail me the receipt": the receipt and its PDF in the guest's language, to the address they type.
export default function ReceiptMailForm({ send }: { send: SendReceiptMail }) {
  const { t, i18n } = useTranslation("order");
  const id = useId();
  const [email, setEmail] = useState("");
  const [state, setState] = useState<State>("idle");
  const [invalid, setInvalid] = useState(false);
  const { data: available } = useQuery(availabilityQuery);
  if (!available) return null;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const locale = localeSchema.safeParse(i18n.language).data ?? "en";
    if (!receiptMailBodySchema.safeParse({ email, locale }).success) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setState("sending");
    try {
      await send(email.trim(), locale);
      setState("sent");
    } catch (error) {
      setState((error as { status?: number }).status === 429 ? "limited" : "failed");
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="receipt-mail" data-testid="receipt-mail">
      <h2 id={`${id}-title`} className="receipt__heading">
        {t("mail.title")}
      </h2>
      {state === "sent" ? (
        <p role="status" className="receipt-mail__sent" data-testid="receipt-mail-sent">
          {t("mail.sent", { email })}
        </p>
      ) : (
        <form className="receipt-mail__form" onSubmit={(e) => void handleSubmit(e)} noValidate>
          <label htmlFor={`${id}-email`}>{t("mail.label")}</label>
          <div className="receipt-mail__row">
            <input
              id={`${id}-email`}
              type="email"
              inputMode="email"
              autoComplete="email"
              dir="ltr"
              maxLength={254}
              required
              value={email}
              aria-invalid={invalid || undefined}
              aria-describedby={
                invalid || state === "failed" || state === "limited" ? `${id}-error` : undefined
              }
              onChange={(e) => setEmail(e.target.value)}
            />
            <button type="submit" disabled={state === "sending"}>
              {state === "sending" ? t("mail.sending") : t("mail.send")}
            </button>
          </div>
          {(invalid || state === "failed" || state === "limited") && (
            <p id={`${id}-error`} role="alert" className="receipt-mail__error">
              {invalid ? t("mail.invalid") : state === "limited" ? t("mail.limited") : t("mail.failed")}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
