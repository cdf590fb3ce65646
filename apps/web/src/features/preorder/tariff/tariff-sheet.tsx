import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Tariff } from "@tablewise/domain/contract/venue";
import { formatMoney } from "../../../lib/format-money";
import { BottomSheet } from "../../../ui/bottom-sheet";
import { useMenuSession } from "../../session/session-context";
import "../details.css";

type TariffSheetProps = {
  tariffs: Tariff[];
  value: string | null;
  onConfirm: (id: string) => void;
  onClose: () => void;
};

// SPEC §5 tariff modal: one tariff is picked; confirm is disabled with nothing selected.
export function TariffSheet({ tariffs, value, onConfirm, onClose }: TariffSheetProps) {
  const { t, i18n } = useTranslation("preorder");
  const { currency } = useMenuSession();
  const [chosen, setChosen] = useState<string | null>(value);
  return (
    <BottomSheet
      title={t("tariff.modal_title")}
      onClose={onClose}
      closeLabel={t("close")}
      testId="tariff-sheet"
    >
      <fieldset className="choice-list">
        <legend className="visually-hidden">{t("tariff.modal_title")}</legend>
        {tariffs.map((tariff) => (
          <label key={tariff._id} className="choice">
            <input
              type="radio"
              name="tariff"
              checked={chosen === tariff._id}
              onChange={() => setChosen(tariff._id)}
              data-testid={`tariff-${tariff._id}`}
            />
            <span className="choice__text">
              <span className="choice__title">{tariff.name}</span>
            </span>
            <span className="choice__price">{formatMoney(tariff.price, currency, i18n.language)}</span>
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className="btn btn--primary btn--block"
        disabled={chosen === null}
        onClick={() => chosen && onConfirm(chosen)}
        data-testid="tariff-confirm"
      >
        {t("tariff.confirm")}
      </button>
    </BottomSheet>
  );
}
