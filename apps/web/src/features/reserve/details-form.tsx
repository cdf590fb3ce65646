import { useTranslation } from "react-i18next";
import type { FormErrors } from "./reserve-form-rules";
import type { ReserveFormValues } from "./reserve-store";

type DetailsFormProps = {
  values: ReserveFormValues;
  errors: FormErrors;
  country: string;
  onChange: (field: keyof ReserveFormValues, value: string) => void;
};

type Field = {
  name: keyof ReserveFormValues;
  type: "text" | "tel" | "email";
  autoComplete: string;
  isRequired: boolean;
};

const fields: Field[] = [
  { name: "first_name", type: "text", autoComplete: "given-name", isRequired: true },
  { name: "last_name", type: "text", autoComplete: "family-name", isRequired: true },
  { name: "phone", type: "tel", autoComplete: "tel", isRequired: true },
  { name: "email", type: "email", autoComplete: "email", isRequired: true },
];

// SPEC §5 reservation details: labelled inputs, each error tied to its input for screen readers.
export function DetailsForm({ values, errors, country, onChange }: DetailsFormProps) {
  const { t } = useTranslation("reserve");
  return (
    <div className="details-form" data-testid="details-form">
      {fields.map((f) => {
        const error = errors[f.name];
        const errorId = `${f.name}-error`;
        return (
          <div key={f.name} className="field" data-invalid={error ? "true" : undefined}>
            <label className="field__label" htmlFor={`reserve-${f.name}`}>
              {t(`form.${f.name}`)}
            </label>
            <input
              id={`reserve-${f.name}`}
              className="field__input"
              type={f.type}
              inputMode={f.type === "tel" ? "tel" : undefined}
              autoComplete={f.autoComplete}
              required={f.isRequired}
              value={values[f.name]}
              placeholder={f.name === "phone" ? t("form.phone_hint", { country }) : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => onChange(f.name, e.target.value)}
              data-testid={`field-${f.name}`}
            />
            {error && (
              <p id={errorId} className="field__error" data-testid={`error-${f.name}`}>
                {t(`validations.${error}`)}
              </p>
            )}
          </div>
        );
      })}
      <div className="field">
        <label className="field__label" htmlFor="reserve-comment">
          {t("form.comment")}
        </label>
        <textarea
          id="reserve-comment"
          className="field__input field__input--area"
          rows={3}
          maxLength={500}
          value={values.comment}
          onChange={(e) => onChange("comment", e.target.value)}
          data-testid="field-comment"
        />
      </div>
    </div>
  );
}
