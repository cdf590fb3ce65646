import { useEffect } from "react";
import { useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { errorCodeOf, isNotFound } from "../../lib/api-client";
import { GuestQueryProvider, useShownQuery } from "../../lib/guest-query";
import { useBack } from "../../lib/use-back";
import { ErrorModal } from "../../ui/error-modal";
import { PageBar } from "../../ui/page-bar";
import { PageLoader } from "../../ui/page-loader";
import { offertQuery } from "./get-offert";
import { buildOffertDetails, buildOffertSections } from "./offert-text";
import "../../ui/card.css";
import "./offert-page.css";

// SPEC §2 /offert/{cafe_id}/{menu_id}: the Ukrainian public offer; only the page chrome is translated. A
// page of its own, outside the shells: it brings the guest app's query client with it.
export function OffertPage() {
  return (
    <GuestQueryProvider>
      <Offert />
    </GuestQueryProvider>
  );
}

function Offert() {
  const { cafe_id = "", menu_id = "" } = useParams();
  const { t } = useTranslation();
  const back = useBack();
  // SPEC §9: the loader stays at least its minimum.
  const state = useShownQuery(offertQuery(cafe_id, menu_id));
  useEffect(() => {
    document.title = t("offert.title");
  }, [t]);

  if (state.status === "loading") return <PageLoader />;
  if (state.status === "error") {
    return (
      <ErrorModal type={isNotFound(state.error) ? "not_found" : "generic"} code={errorCodeOf(state.error)} />
    );
  }
  const offert = state.data;
  return (
    <>
      <PageBar title={t("offert.title")} backLabel={t("common.back")} onBack={back} />
      <main className="page">
        <p className="offert__note">{t("offert.note")}</p>
        <article className="card prose offert" lang="uk" dir="ltr" data-testid="offert-text">
          <h2 className="offert__heading">ПУБЛІЧНА ОФЕРТА</h2>
          <p className="offert__subtitle">
            про укладення договору купівлі-продажу страв, напоїв і надання послуг закладу «{offert.cafe_name}»
          </p>
          {buildOffertSections(offert).map((section) => (
            <section key={section.title}>
              <h3>{section.title}</h3>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 8)}>{paragraph}</p>
              ))}
            </section>
          ))}
          <section>
            <h3>10. Реквізити Виконавця</h3>
            <dl className="offert__details">
              {buildOffertDetails(offert).map(([label, value]) => (
                <div key={label} className="offert__detail">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </article>
      </main>
    </>
  );
}
