import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { joinLoader, loaderGone, loaderShown } from "./loader-timeline";
import "./page-loader.css";

const phraseKeys = ["loader.p1", "loader.p2", "loader.p3", "loader.p4", "loader.p5", "loader.p6"] as const;

// How long index.html's static bar has been growing, while it is still on screen.
function staticBarMs(): number | undefined {
  const time = document.querySelector(".boot__bar")?.getAnimations?.()[0]?.currentTime;
  return typeof time === "number" ? time : undefined;
}

// SPEC §2: a random loading phrase and a progress bar while a page or shell loads (page-loader.css). A
// loader that takes over from another keeps its phrase and bar (loader-timeline.ts).
export function PageLoader() {
  const { t } = useTranslation();
  const [{ phrase, elapsedMs }] = useState(() =>
    joinLoader(performance.now(), phraseKeys.length, Math.random, staticBarMs()),
  );
  useEffect(() => {
    loaderShown();
    return () => loaderGone(performance.now());
  }, []);
  const phraseKey = phraseKeys[phrase] ?? phraseKeys[0];
  return (
    <main className="page-loader" aria-busy="true" data-testid="page-loader">
      <div className="page-loader__mark" aria-hidden="true">
        <svg viewBox="0 0 48 48" width="44" height="44">
          <circle cx="24" cy="26" r="13" fill="none" stroke="currentColor" strokeWidth="3" />
          <circle cx="24" cy="26" r="7" fill="none" stroke="currentColor" strokeWidth="2" opacity="0.5" />
          <path
            d="M6 12v9a3 3 0 0 0 3 3v12M9 12v8M12 12v9a3 3 0 0 1-3 3M40 12c-2 0-3.5 3-3.5 8 0 2 1 3 3.5 3.4V36"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
          />
        </svg>
      </div>
      <p className="page-loader__phrase">{t(phraseKey)}</p>
      <div className="page-loader__track" role="progressbar" aria-label={t("loader.label")}>
        {/* No aria-valuenow: the bar shows time passing, not measured progress (an indeterminate bar). */}
        <div
          className="page-loader__bar"
          style={elapsedMs > 0 ? { animationDelay: `-${Math.round(elapsedMs)}ms` } : undefined}
        />
      </div>
    </main>
  );
}
