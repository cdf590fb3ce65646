import { useTranslation } from "react-i18next";
import { unitKey } from "./unit-key";

// A product's weight or volume with its unit in the guest's language. Isolated, so the
// unit keeps its place after the number inside a page of the other direction.
export function WeightLabel({ weight, unit }: { weight: number; unit: string | undefined }) {
  const { t } = useTranslation();
  const key = unitKey(unit);
  const label = key === "pcs" ? t("units.pcs", { count: weight }) : key ? t(`units.${key}`) : (unit ?? "");
  return (
    <bdi dir="auto" data-testid="product-weight">
      {label ? `${weight} ${label}` : weight}
    </bdi>
  );
}
