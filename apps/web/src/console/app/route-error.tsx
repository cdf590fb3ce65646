import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";
import { isStaleChunkError, reloadOnce, type ReloadOutcome } from "../../lib/new-build-reload";

// What the console shows when a route fails instead of the router's developer screen. A chunk the
// server no longer has means a deploy replaced this tab's build: the same address is loaded again once
// (the session is a cookie, so the person stays signed in), and the card says so only if that did not
// bring the new build (lib/new-build-reload.ts).
export function ConsoleRouteError() {
  const error = useRouteError();
  const isStale = isStaleChunkError(error);
  const [outcome, setOutcome] = useState<ReloadOutcome>(isStale ? "reloading" : "gave_up");
  useEffect(() => {
    if (isStale) setOutcome(reloadOnce());
  }, [isStale]);
  const { t } = useTranslation("console");
  if (outcome === "reloading")
    return <main className="login" aria-busy="true" data-testid="console-reloading" />;
  return (
    <main className="login">
      <div className="login__card" data-testid="console-route-error">
        <h1 className="login__title">{t(isStale ? "routeError.newVersion" : "routeError.generic")}</h1>
        <p className="login__hint">{t(isStale ? "routeError.newVersionHint" : "routeError.hint")}</p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t("routeError.reload")}
        </button>
      </div>
    </main>
  );
}
