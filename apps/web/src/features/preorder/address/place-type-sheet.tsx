import { useState } from "react";
import { useTranslation } from "react-i18next";
import { placeTypeSchema, type PlaceType } from "@tablewise/domain/contract/address";
import { BottomSheet } from "../../../ui/bottom-sheet";
import { Icon } from "../../../ui/icon";
import { placeTypeIcons } from "./place-type-icons";
import "../details.css";

type PlaceTypeSheetProps = {
  value: PlaceType | null;
  onPick: (type: PlaceType) => void;
  onClose: () => void;
};

// SPEC §2/§5 place type modal: house, flat, office or other; each brings its own detail fields.
export function PlaceTypeSheet({ value, onPick, onClose }: PlaceTypeSheetProps) {
  const { t } = useTranslation("preorder");
  const [chosen, setChosen] = useState<PlaceType | null>(value);
  return (
    <BottomSheet
      title={t("address.place_title")}
      onClose={onClose}
      closeLabel={t("close")}
      testId="place-sheet"
    >
      <fieldset className="choice-list">
        <legend className="visually-hidden">{t("address.place_title")}</legend>
        {placeTypeSchema.options.map((type) => (
          <label key={type} className="choice">
            <input
              type="radio"
              name="place-type"
              checked={chosen === type}
              onChange={() => setChosen(type)}
              data-testid={`place-${type}`}
            />
            <Icon name={placeTypeIcons[type]} size={22} />
            <span className="choice__text">
              <span className="choice__title">{t(`address.place.${type}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="btn btn--primary btn--block"
        disabled={chosen === null}
        onClick={() => chosen && onPick(chosen)}
        data-testid="place-confirm"
      >
        {t("address.place_confirm")}
      </button>
    </BottomSheet>
  );
}
