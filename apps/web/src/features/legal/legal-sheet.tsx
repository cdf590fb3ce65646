import { useTranslation } from "react-i18next";
import { BottomSheet } from "../../ui/bottom-sheet";
import "../../ui/card.css";
import "./legal-sheet.css";

export type LegalDocument = "privacy" | "terms";
const sections = ["1", "2", "3", "4", "5"] as const;

// Privacy Policy and Terms of Use have no route (SPEC §2): they open as bottom-sheet documents.
export function LegalSheet({ document, onClose }: { document: LegalDocument; onClose: () => void }) {
  const { t } = useTranslation("legal");
  const { t: tCommon } = useTranslation();
  return (
    <BottomSheet
      title={t(`legal.${document}.title`)}
      onClose={onClose}
      closeLabel={tCommon("common.close")}
      testId={`legal-sheet-${document}`}
      isDocument
    >
      <div className="prose legal-sheet">
        <p className="legal-sheet__intro">{t(`legal.${document}.intro`)}</p>
        {sections.map((n) => (
          <section key={n}>
            <h3>{t(`legal.${document}.h${n}`)}</h3>
            <p>{t(`legal.${document}.p${n}`)}</p>
          </section>
        ))}
      </div>
    </BottomSheet>
  );
}
