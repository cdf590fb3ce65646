import { useTranslation } from "react-i18next";
import { unitKey } from "./unit-key";

// A product's weight or volume with its unit in the guest's language (issue 18.9). Isolated, so the
// unit keeps its place after the number inside a page of the other direction.
export function WeightLabel({ weight, unit }: { weight: number; unit: string | undefined }) {
  const { t } = useTranslation();
  const key = unitKey(unit);
  const label =
    key === "pcs"
      ? t("gaps18c.units.pcs", { count: weight })
      : key
        ? t(`gaps18c.units.${key}`)
        : (unit ?? "");
  return (
    <bdi dir="auto" data-testid="product-weight">
      {label ? `${weight} ${label}` : weight}
    </bdi>
  );
}
