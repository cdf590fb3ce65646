import { useTranslation } from "react-i18next";
import { tableLabel } from "../board/order-heading";

// Where an order was for, never ambiguous: an eat-in order names its hall and table ("Terrace · Table 5",
// two halls may each have a Table 5), takeaway and delivery say so.
export function OrderPlace({
  type,
  section,
  table,
}: {
  type: string;
  section?: string | null;
  table?: string | null;
}) {
  const { t } = useTranslation("history");
  const { t: tc } = useTranslation("console");
  if (type === "preorder" || type === "delivery") return <>{t(`mode.${type}`)}</>;
  const parts = [section, table ? tableLabel(tc, table) : null].filter(Boolean);
  return <>{parts.length ? parts.join(" · ") : t("mode.inside")}</>;
}
