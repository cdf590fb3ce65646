import { useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { needsTruncation, truncateText } from "@tablewise/domain/rules/description-preview";
import { toPlainText } from "./plain-text";

// SPEC §2/§9: a description over 230 characters is cut with Show more / Show less.
export function ProductDescription({ text }: { text: string }) {
  const { t } = useTranslation("product");
  const id = useId();
  const plain = useMemo(() => toPlainText(text), [text]);
  const [isExpanded, setExpanded] = useState(false);
  if (!plain) return null;
  const isLong = needsTruncation(plain);
  return (
    <div className="product-description">
      <p id={id} className="product-description__text" dir="auto" data-testid="product-description">
        {isLong && !isExpanded ? truncateText(plain) : plain}
      </p>
      {isLong && (
        <button
          type="button"
          className="product-description__toggle"
          aria-expanded={isExpanded}
          aria-controls={id}
          onClick={() => setExpanded((v) => !v)}
          data-testid="description-toggle"
        >
          {isExpanded ? t("description.less") : t("description.more")}
        </button>
      )}
    </div>
  );
}
