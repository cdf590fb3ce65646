import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { AddressSearchResult } from "@tablewise/domain/contract/address";
import { Icon } from "../../../ui/icon";
import type { AddressForm } from "./address-form";
import { AddressResults } from "./address-results";
import { useAddressSearch, type AddressSearch } from "./use-address-search";
import "./address-page.css";
import "../details.css";

type AddressSearchFieldsProps = {
  link: string;
  form: AddressForm;
  onChange: (patch: Partial<AddressForm>) => void;
};

// House results are the chosen street's only, with a number.
function housesOf(search: AddressSearch, street: AddressSearchResult | null): AddressSearch {
  if (search.status !== "ready" || !street) return search;
  return {
    status: "ready",
    results: search.results.filter((r) => r.street === street.street && r.house_number),
  };
}

// SPEC §5 street search, then (once a street is chosen) house search; "Street 12" in the street search
// finds the house at once.
export function AddressSearchFields({ link, form, onChange }: AddressSearchFieldsProps) {
  const { t, i18n } = useTranslation("preorder");
  const [streetQuery, setStreetQuery] = useState("");
  const [houseQuery, setHouseQuery] = useState(form.house?.house_number ?? "");
  const streetSearch = useAddressSearch(link, form.street ? "" : streetQuery, i18n.language);
  const houseText =
    form.street && houseQuery.trim() && houseQuery.trim() !== form.house?.house_number
      ? `${form.street.street} ${houseQuery.trim()}`
      : "";
  const houseSearch = housesOf(useAddressSearch(link, houseText, i18n.language), form.street);

  const pickStreet = (r: AddressSearchResult) => {
    onChange({ street: { ...r, house_number: "" }, house: r.house_number ? r : null });
    setHouseQuery(r.house_number);
  };
  const changeStreet = () => {
    onChange({ street: null, house: null });
    setHouseQuery("");
  };

  return (
    <section className="details-card" aria-labelledby="street-label">
      {form.street ? (
        <div className="picked" data-testid="street-picked">
          <Icon name="pin" size={20} />
          <span className="picked__text">
            <span id="street-label" className="detail-row__label">
              {t("address.street")}
            </span>
            <span className="detail-row__value" dir="auto">
              {[form.street.street_name || form.street.street, form.street.city].filter(Boolean).join(", ")}
            </span>
          </span>
          <button
            type="button"
            className="btn btn--outline"
            onClick={changeStreet}
            data-testid="street-change"
          >
            {t("change")}
          </button>
        </div>
      ) : (
        <>
          <label id="street-label" className="pf-field__label" htmlFor="street-search">
            {t("address.street")}
          </label>
          <div className="search-input">
            <Icon name="search" size={20} />
            <input
              id="street-search"
              type="search"
              autoComplete="off"
              enterKeyHint="search"
              value={streetQuery}
              placeholder={t("address.street_hint")}
              onChange={(e) => setStreetQuery(e.target.value)}
              data-testid="street-search"
              autoFocus
            />
          </div>
          <AddressResults
            search={streetSearch}
            show="street"
            emptyHint={t("address.empty_hint")}
            onPick={pickStreet}
            testId="street-results"
          />
        </>
      )}
      {form.street && (
        <div className="pf-field">
          <label className="pf-field__label" htmlFor="house-search">
            {t("address.house")}
          </label>
          <input
            id="house-search"
            className="pf-field__input"
            autoComplete="off"
            value={houseQuery}
            onChange={(e) => {
              setHouseQuery(e.target.value);
              if (form.house) onChange({ house: null });
            }}
            data-testid="house-search"
          />
          {houseText ? (
            <AddressResults
              search={houseSearch}
              show="house"
              emptyHint={t("address.house_hint")}
              onPick={(r) => {
                onChange({ house: r });
                setHouseQuery(r.house_number);
              }}
              testId="house-results"
            />
          ) : (
            !form.house && <p className="address-hint">{t("address.house_hint")}</p>
          )}
        </div>
      )}
    </section>
  );
}
