import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useBack } from "../../lib/use-back";
import { PageBar } from "../../ui/page-bar";
import { Icon } from "../../ui/icon";
import "../../ui/card.css";
import "./cookies-page.css";

// SPEC §2 /cookies: the app does not use cookies.
export function CookiesPage() {
  const { t } = useTranslation("legal");
  const { t: tCommon } = useTranslation();
  const back = useBack();
  useEffect(() => {
    document.title = t("cookies.title");
  }, [t]);
  return (
    <>
      <PageBar title={t("cookies.title")} backLabel={tCommon("common.back")} onBack={back} />
      <main className="page">
        <article className="card prose cookies">
          <div className="cookies__art" aria-hidden="true">
            <Icon name="cookie" size={36} />
          </div>
          <h2 className="card__title">{t("cookies.heading")}</h2>
          <p>{t("cookies.p1")}</p>
          <p>{t("cookies.p2")}</p>
          <p>{t("cookies.p3")}</p>
        </article>
      </main>
    </>
  );
}
