import { useTranslation } from "react-i18next";
import { detailFields, type AddressForm, type TextField } from "./address-form";
import "../details.css";

type AddressDetailFieldsProps = { form: AddressForm; onChange: (patch: Partial<AddressForm>) => void };

const enterTypes = ["bell", "code", "open", "other"] as const;
const deliverTargets = ["office", "reception"] as const;

// SPEC §5 detail fields of the chosen place type, in the spec's order.
export function AddressDetailFields({ form, onChange }: AddressDetailFieldsProps) {
  const { t } = useTranslation("preorder");
  const setText = (field: TextField, value: string) => onChange({ text: { ...form.text, [field]: value } });
  return (
    <div className="address-details" data-testid="address-details-fields">
      {detailFields(form).map((field) => {
        if (field === "enter")
          return (
            <fieldset key={field} className="segmented-field">
              <legend className="pf-field__label">{t("address.enter.label")}</legend>
              <div className="segmented">
                {enterTypes.map((type) => (
                  <label key={type} className="segmented__option">
                    <input
                      type="radio"
                      name="enter-type"
                      checked={form.enterType === type}
                      onChange={() => onChange({ enterType: type })}
                      data-testid={`enter-${type}`}
                    />
                    <span>{t(`address.enter.${type}`)}</span>
                  </label>
                ))}
              </div>
              {form.enterType === "code" && (
                <label className="pf-field">
                  <span className="pf-field__label">{t("address.door_code")}</span>
                  <input
                    className="pf-field__input"
                    maxLength={120}
                    value={form.doorCode}
                    onChange={(e) => onChange({ doorCode: e.target.value })}
                    data-testid="field-door_code"
                  />
                </label>
              )}
            </fieldset>
          );
        if (field === "deliver_to")
          return (
            <fieldset key={field} className="segmented-field">
              <legend className="pf-field__label">{t("address.deliver_to.label")}</legend>
              <div className="segmented">
                {deliverTargets.map((target) => (
                  <label key={target} className="segmented__option">
                    <input
                      type="radio"
                      name="deliver-to"
                      checked={form.deliverTo === target}
                      onChange={() => onChange({ deliverTo: target })}
                      data-testid={`deliver-${target}`}
                    />
                    <span>{t(`address.deliver_to.${target}`)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          );
        const isWide = field === "details" || field === "company_name";
        return (
          <label key={field} className={isWide ? "pf-field pf-field--wide" : "pf-field"}>
            <span className="pf-field__label">{t(`address.field.${field}`)}</span>
            <input
              className="pf-field__input"
              maxLength={field === "details" ? 500 : 120}
              value={form.text[field] ?? ""}
              onChange={(e) => setText(field, e.target.value)}
              data-testid={`field-${field}`}
            />
          </label>
        );
      })}
    </div>
  );
}
