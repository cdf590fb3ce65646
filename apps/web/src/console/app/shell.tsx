import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BoardHint } from "@tablewise/domain/contract/staff";
import { isUnauthorized, onUnauthorized } from "../lib/console-api";
import { logout } from "../lib/staff-calls";
import {
  audibleSoon,
  chime,
  laneOfHint,
  rememberSound,
  soundPreferred,
  totalUnseen,
  soundUnlocked,
  unlockSound,
  type Unseen,
} from "../features/board/alerts";
import type { LaneId } from "../features/board/lanes";
import { useStaffSocket } from "../features/board/staff-socket";
import { isFloor, isManager, MeContext, mayUseStopList, sessionQuery } from "../features/session/use-me";
import { SettingsNavLink } from "../features/setup-venue/settings-nav-link";
import { CountBadge } from "../ui/count-badge";
import { StaffNavLink } from "../features/staff/staff-nav-link";
import { HistoryNavLink } from "../features/history/history-nav-link";
import { ReservationsNavLink } from "../features/reservations/reservations-nav-link";
import { KitchenNavLinks } from "../features/kitchen/kitchen-nav-links";
import { FloorNavLink } from "../features/floor/floor-nav-link";
import { turnPushOff } from "../features/floor/push-subscription";
import { AlertsContext, type Alerts } from "./alerts-context";
import { LanguagePicker } from "./language-picker";
import { followTopbarHeight } from "./topbar-height";

// The console's frame: who is signed in, the venue, the live connection, the sections a role may use.
export function Shell() {
  const { t } = useTranslation("console");
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  // Set once Sign out is pressed: the calls still in flight then answer 401, and that must not turn
  // the plain sign-out into a "sign in again, back to this page" redirect.
  const signingOut = useRef(false);
  const [signedOut, setSignedOut] = useState(false);
  // Signed out, the session is not asked again: the cache is cleared before the login page replaces
  // this shell, and a refetch then would only earn a 401.
  const session = useQuery({ ...sessionQuery, enabled: !signedOut });
  const me = session.data ?? null;

  // A 401 anywhere (an expired or revoked session) goes to the login, back here after it.
  useEffect(
    () =>
      onUnauthorized(() => {
        if (signingOut.current) return;
        client.removeQueries({ queryKey: sessionQuery.queryKey });
        void navigate(`/console/login?next=${encodeURIComponent(location.pathname)}`, { replace: true });
      }),
    [client, navigate, location.pathname],
  );

  const signedIn = me !== null;
  // On a phone the sections are one row that scrolls sideways: the current one is brought into it.
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    navRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [location.pathname, signedIn]);

  const [unseen, setUnseen] = useState<Unseen>({});
  const [sound, setSound] = useState(soundPreferred);
  const [announcement, setAnnouncement] = useState("");
  // Browsers keep a page silent until a gesture; until then the bar says so (sound for new items).
  const [audible, setAudible] = useState(soundUnlocked);
  const onHint = useCallback(
    (hint: BoardHint) => {
      // A low rating has no lane: its notice sits above them (board/low-ratings.tsx), with the chime.
      if (hint.kind === "rating" && hint.change === "created") {
        setAnnouncement(t("ratings.announce"));
        if (sound) chime();
        return;
      }
      const lane = laneOfHint(hint);
      if (!lane) return;
      setUnseen((u) => ({ ...u, [lane]: (u[lane] ?? 0) + 1 }));
      setAnnouncement(t(`alerts.new.${lane as Exclude<LaneId, "progress">}`));
      if (sound) chime();
    },
    [sound, t],
  );
  const connection = useStaffSocket(me !== null, onHint);

  // Browsers play sound only after a gesture: the first click or key anywhere unlocks it.
  useEffect(() => {
    if (!sound) return;
    const unlock = () => unlockSound();
    // The hint goes once the tap is over: removing it between pointerdown and pointerup moved the
    // buttons under the finger and the tap missed (caught by the phone e2e).
    const heard = () => setAudible(soundUnlocked() || audibleSoon());
    window.addEventListener("pointerdown", unlock, { once: true });
    window.addEventListener("keydown", unlock, { once: true });
    window.addEventListener("click", heard, { once: true });
    window.addEventListener("keyup", heard, { once: true });
    return () => {
      window.removeEventListener("pointerdown", unlock);
      window.removeEventListener("keydown", unlock);
      window.removeEventListener("click", heard);
      window.removeEventListener("keyup", heard);
    };
  }, [sound]);

  const alerts = useMemo<Alerts>(
    () => ({
      unseen,
      markSeen: (lane) => setUnseen((u) => (u[lane] ? { ...u, [lane]: 0 } : u)),
      sound,
      toggleSound: () => {
        const next = !sound;
        setSound(next);
        rememberSound(next);
        if (next) {
          unlockSound();
          setAudible(true);
          chime();
        }
      },
      connection,
      announcement,
      announce: setAnnouncement,
    }),
    [unseen, sound, connection, announcement],
  );

  const signOut = useMutation({
    // This device's phone alerts end with the session (the server drops them too; this also tells the
    // browser, so a shared phone stops showing the venue's alerts).
    mutationFn: async () => {
      await turnPushOff().catch(() => undefined);
      return logout();
    },
    onMutate: () => {
      signingOut.current = true;
      setSignedOut(true);
    },
    onSettled: () => {
      client.clear();
      void navigate("/console/login", { replace: true });
    },
  });

  if (session.isError) {
    if (signedOut) return <Navigate to="/console/login" replace />;
    if (isUnauthorized(session.error))
      return <Navigate to={`/console/login?next=${encodeURIComponent(location.pathname)}`} replace />;
    return (
      <main className="page-state">
        <p role="alert">{t("errors.network")}</p>
        <button className="btn" type="button" onClick={() => void session.refetch()}>
          {t("actions.retry")}
        </button>
      </main>
    );
  }
  if (!me)
    return (
      <main className="page-state" aria-busy="true">
        <p>{t("shell.loading")}</p>
      </main>
    );

  const count = totalUnseen(unseen);
  const links = [
    { to: "/console", label: t("nav.board"), end: true, show: true, badge: count },
    { to: "/console/stop-list", label: t("nav.stopList"), end: false, show: mayUseStopList(me), badge: 0 },
    { to: "/console/tables", label: t("nav.tables"), end: false, show: isManager(me), badge: 0 },
    { to: "/console/day", label: t("nav.day"), end: false, show: isManager(me), badge: 0 },
    { to: "/console/setup/menu", label: t("nav.setupMenu"), end: false, show: isManager(me), badge: 0 },
  ];

  return (
    <MeContext.Provider value={me}>
      <AlertsContext.Provider value={alerts}>
        <div className="shell">
          <header className="topbar" ref={followTopbarHeight}>
            <div className="topbar__venue">
              <span className="topbar__venue-name">{me.venue.name}</span>
              <span className="topbar__who">
                {me.name} · {t(`roles.${me.role}`)}
              </span>
            </div>
            <nav className="topbar__nav" aria-label={t("nav.label")} ref={navRef}>
              {links
                .filter((l) => l.show)
                .map((l) => (
                  <NavLink key={l.to} to={l.to} end={l.end} className="navlink">
                    {l.label}
                    {l.badge > 0 && (
                      <CountBadge count={l.badge} words={t("alerts.unseen", { count: l.badge })} />
                    )}
                  </NavLink>
                ))}
              {isFloor(me) && <FloorNavLink />}
              <KitchenNavLinks me={me} />
              {isFloor(me) && <ReservationsNavLink />}
              {isFloor(me) && <HistoryNavLink />}
              {isManager(me) && <StaffNavLink />}
              {isManager(me) && <SettingsNavLink />}
            </nav>
            <div className="topbar__tools">
              <span className={`conn conn--${connection}`} role="status">
                <span className="conn__dot" aria-hidden="true" />
                {t(`connection.${connection}`)}
              </span>
              <button
                type="button"
                className="btn btn--ghost"
                aria-pressed={sound}
                onClick={alerts.toggleSound}
                title={t("alerts.soundHint")}
              >
                {sound ? t("alerts.soundOn") : t("alerts.soundOff")}
              </button>
              {sound && !audible && <span className="topbar__hint">{t("alerts.soundAfterTap")}</span>}
              <LanguagePicker />
              <button
                type="button"
                className="btn btn--ghost"
                onClick={() => signOut.mutate()}
                disabled={signOut.isPending}
              >
                {t("shell.signOut")}
              </button>
            </div>
          </header>
          <div className="visually-hidden" aria-live="polite">
            {announcement}
          </div>
          <Outlet />
        </div>
      </AlertsContext.Provider>
    </MeContext.Provider>
  );
}
