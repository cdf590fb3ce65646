import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { buildPath } from "../../../lib/route-paths";
import { useBack } from "../../../lib/use-back";
import { Icon } from "../../../ui/icon";
import { PageBar } from "../../../ui/page-bar";
import { AddressDetailFields } from "./address-detail-fields";
import {
  canConfirm,
  emptyAddressForm,
  formFromAddress,
  toDeliveryAddress,
  type AddressForm,
} from "./address-form";
import { AddressSearchFields } from "./address-search-fields";
import { placeTypeIcons } from "./place-type-icons";
import { PlaceTypeSheet } from "./place-type-sheet";
import { usePreorder } from "../preorder-context";
import "./address-page.css";
import "../details.css";

// SPEC §2/§5 address page: street search, then house search, the place type modal, the place type's
// detail fields, instructions; confirm needs street, place type and house number, and a reachable house.
export function AddressPage() {
  const { t } = useTranslation("preorder");
  const { link, mode, draft, updateDraft } = usePreorder();
  const goBack = useBack(buildPath("preorder_cart", { cafe_link: link, mode }));
  const [form, setForm] = useState<AddressForm>(() =>
    draft.address ? formFromAddress(draft.address) : emptyAddressForm,
  );
  const [isPlaceOpen, setPlaceOpen] = useState(false);
  const patch = (next: Partial<AddressForm>) => setForm((f) => ({ ...f, ...next }));

  useEffect(() => {
    document.title = t("address.title");
  }, [t]);

  const handleConfirm = () => {
    const address = toDeliveryAddress(form);
    if (!address) return;
    updateDraft({ address });
    goBack();
  };

  return (
    <div className="address-page" data-testid="address-page">
      <PageBar title={t("address.title")} backLabel={t("back")} onBack={goBack} />
      <main className="address-page__body">
        <AddressSearchFields link={link} form={form} onChange={patch} />
        {form.house && (
          <section className="details-card" aria-labelledby="place-label">
            <button
              type="button"
              className="detail-row"
              onClick={() => setPlaceOpen(true)}
              aria-haspopup="dialog"
              data-testid="place-row"
            >
              <span className="detail-row__icon" aria-hidden="true">
                <Icon name={form.placeType ? placeTypeIcons[form.placeType] : "home"} size={20} />
              </span>
              <span className="detail-row__text">
                <span id="place-label" className="detail-row__label">
                  {t("address.place_title")}
                </span>
                <span className="detail-row__value" data-testid="place-value">
                  {form.placeType ? t(`address.place.${form.placeType}`) : t("address.place_pick")}
                </span>
              </span>
              <span className="detail-row__action">{form.placeType ? t("change") : t("choose")}</span>
            </button>
            <AddressDetailFields form={form} onChange={patch} />
            <label className="pf-field">
              <span className="pf-field__label">{t("address.instructions")}</span>
              <textarea
                className="pf-field__input pf-field__input--area"
                rows={2}
                maxLength={500}
                value={form.instructions}
                placeholder={t("delivery.instructions_hint")}
                onChange={(e) => patch({ instructions: e.target.value })}
                data-testid="field-instructions"
              />
            </label>
          </section>
        )}
      </main>
      <div className="address-page__bar">
        <button
          type="button"
          className="btn btn--primary btn--block"
          disabled={!canConfirm(form)}
          onClick={handleConfirm}
          data-testid="address-confirm"
        >
          {t("address.confirm")}
        </button>
      </div>
      {isPlaceOpen && (
        <PlaceTypeSheet
          value={form.placeType}
          onPick={(placeType) => {
            patch({ placeType });
            setPlaceOpen(false);
          }}
          onClose={() => setPlaceOpen(false)}
        />
      )}
    </div>
  );
}
