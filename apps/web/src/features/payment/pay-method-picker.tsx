import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PayMethod } from "@tablewise/domain/contract/common";
import { BottomSheet } from "../../ui/bottom-sheet";
import { Icon } from "../../ui/icon";
import "./payment.css";

type PayMethodPickerProps = {
  methods: readonly PayMethod[];
  value: PayMethod | undefined;
  onChange: (method: PayMethod) => void;
};

// SPEC §2 payment-method modal: the payment bar shows the chosen method (with its SPEC §9 icon); tapping
// it opens a bottom sheet listing the venue's enabled methods, and choosing one closes the sheet.
export function PayMethodPicker({ methods, value, onChange }: PayMethodPickerProps) {
  const { t } = useTranslation("order");
  const [isOpen, setIsOpen] = useState(false);
  const handleChoose = (method: PayMethod) => {
    onChange(method);
    setIsOpen(false);
  };
  return (
    <>
      <button
        type="button"
        className="pay-method"
        onClick={() => setIsOpen(true)}
        disabled={methods.length === 0}
        aria-haspopup="dialog"
        data-testid="pay-method"
      >
        {value && <Icon name={value} size={22} />}
        <span className="pay-method__text">
          <span className="pay-method__label">{t("pay.method")}</span>
          <span className="pay-method__value" data-testid="pay-method-value">
            {value ? t(`method.${value}`) : t("pay.no_method")}
          </span>
        </span>
        <span className="pay-method__change">{t("pay.change")}</span>
      </button>
      {isOpen && (
        <BottomSheet
          title={t("pay.method")}
          onClose={() => setIsOpen(false)}
          closeLabel={t("close")}
          testId="pay-method-sheet"
        >
          <ul className="pay-method-list">
            {methods.map((m) => (
              <li key={m}>
                <button
                  type="button"
                  className="pay-method-list__option"
                  aria-pressed={value === m}
                  onClick={() => handleChoose(m)}
                  data-testid={`method-${m}`}
                >
                  <Icon name={m} size={24} />
                  <span>{t(`method.${m}`)}</span>
                  {value === m && <Icon name="check" size={20} className="pay-method-list__check" />}
                </button>
              </li>
            ))}
          </ul>
        </BottomSheet>
      )}
    </>
  );
}
