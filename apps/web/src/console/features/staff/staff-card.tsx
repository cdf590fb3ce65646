import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation } from "@tanstack/react-query";
import type { StaffRole } from "@tablewise/domain/contract/staff";
import type { StaffAccount } from "@tablewise/domain/contract/staff-accounts";
import { formatDateTime } from "../../lib/format";
import { ConfirmDialog } from "../setup-venue/confirm-dialog";
import {
  endStaffSessions,
  resetStaffPassword,
  setStaffDisabled,
  setStaffRole,
  unlockStaffSignIn,
} from "./staff-api";
import { staffErrorText } from "./staff-errors";
import { RoleField } from "./staff-fields";

// What a change asks the manager first (native <dialog>): a new password, ending sessions, disabling and
// a new role each cut someone off or change what they may do.
type Asked = { kind: "reset" } | { kind: "end" } | { kind: "disable" } | { kind: "role"; role: StaffRole };

type Props = {
  venueId: string;
  member: StaffAccount;
  isSelf: boolean;
  locale: string;
  timeZone: string;
  onChanged: (member: StaffAccount) => void;
  onPassword: (member: StaffAccount, password: string) => void;
  onNotice: (text: string) => void;
};

export function StaffCard({
  venueId,
  member,
  isSelf,
  locale,
  timeZone,
  onChanged,
  onPassword,
  onNotice,
}: Props) {
  const { t } = useTranslation("staff");
  const id = useId();
  const [asked, setAsked] = useState<Asked | null>(null);
  const act = useMutation({
    mutationFn: async (what: Asked | { kind: "enable" } | { kind: "unlock" }) => {
      switch (what.kind) {
        case "reset": {
          const done = await resetStaffPassword(venueId, member.id);
          onPassword(done.member, done.password);
          return done.member;
        }
        case "end": {
          const done = await endStaffSessions(venueId, member.id);
          onNotice(t("notices.ended", { count: done.ended, name: member.name }));
          return done.member;
        }
        case "disable":
          return setStaffDisabled(venueId, member.id, true);
        case "enable":
          return setStaffDisabled(venueId, member.id, false);
        case "role":
          return setStaffRole(venueId, member.id, what.role);
        case "unlock":
          return unlockStaffSignIn(venueId, member.id);
      }
    },
    onSuccess: onChanged,
  });
  const confirmText = (what: Asked) => {
    const name = member.name;
    switch (what.kind) {
      case "reset":
        return {
          title: t("confirm.resetTitle", { name }),
          body: t("confirm.resetBody"),
          label: t("actions.reset"),
        };
      case "end":
        return {
          title: t("confirm.endTitle", { name }),
          body: t("confirm.endBody"),
          label: t("actions.end"),
        };
      case "disable":
        return {
          title: t("confirm.disableTitle", { name }),
          body: t("confirm.disableBody"),
          label: t("actions.disable"),
        };
      case "role":
        return {
          title: t("confirm.roleTitle", { name, role: t(`roles.${what.role}`) }),
          body: t(`confirm.roleBody.${what.role}`),
          label: t("actions.changeRole"),
        };
    }
  };
  const shown = asked ? confirmText(asked) : null;
  const lastSeen = member.last_sign_in_at
    ? formatDateTime(member.last_sign_in_at, locale, timeZone)
    : t("card.never");
  return (
    <li
      className={`staff-card${member.disabled ? " staff-card--disabled" : ""}`}
      aria-labelledby={`${id}-name`}
    >
      <div className="staff-card__head">
        <h3 id={`${id}-name`} className="staff-card__name">
          {member.name}
          {isSelf && <span className="type-tag">{t("card.you")}</span>}
        </h3>
        <span className={`staff-status${member.disabled ? " staff-status--off" : ""}`}>
          {member.disabled ? t("card.disabled") : t("card.active")}
        </span>
      </div>
      <dl className="staff-card__facts">
        <dt>{t("fields.login")}</dt>
        <dd dir="ltr">{member.login}</dd>
        <dt>{t("card.lastSignIn")}</dt>
        <dd>
          {member.last_sign_in_at ? <time dateTime={member.last_sign_in_at}>{lastSeen}</time> : lastSeen}
        </dd>
        <dt>{t("card.sessions")}</dt>
        <dd>{t("card.openSessions", { count: member.open_sessions })}</dd>
      </dl>
      {(member.sign_in_locked || member.failed_sign_ins > 0) && (
        <p className={member.sign_in_locked ? "banner banner--error staff-lock" : "sv-hint staff-lock"}>
          {member.sign_in_locked
            ? t("card.locked", { count: member.failed_sign_ins })
            : t("card.failures", { count: member.failed_sign_ins })}
        </p>
      )}
      <RoleField
        path="role"
        className="staff-card__role"
        value={member.role}
        disabled={act.isPending}
        onChange={(role) => setAsked({ kind: "role", role })}
      />
      <div className="sv-actions staff-card__actions">
        <button
          type="button"
          className="btn"
          aria-label={t("actions.resetOf", { name: member.name })}
          disabled={act.isPending || member.disabled}
          onClick={() => setAsked({ kind: "reset" })}
        >
          {t("actions.reset")}
        </button>
        <button
          type="button"
          className="btn"
          aria-label={t("actions.endOf", { name: member.name })}
          disabled={act.isPending || member.open_sessions === 0}
          onClick={() => setAsked({ kind: "end" })}
        >
          {t("actions.end")}
        </button>
        {(member.sign_in_locked || member.failed_sign_ins > 0) && (
          <button
            type="button"
            className="btn"
            aria-label={t("actions.unlockOf", { name: member.name })}
            disabled={act.isPending}
            onClick={() => act.mutate({ kind: "unlock" })}
          >
            {t("actions.unlock")}
          </button>
        )}
        {member.disabled ? (
          <button
            type="button"
            className="btn"
            aria-label={t("actions.enableOf", { name: member.name })}
            disabled={act.isPending}
            onClick={() => act.mutate({ kind: "enable" })}
          >
            {t("actions.enable")}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn--danger-ghost"
            aria-label={t("actions.disableOf", { name: member.name })}
            disabled={act.isPending}
            onClick={() => setAsked({ kind: "disable" })}
          >
            {t("actions.disable")}
          </button>
        )}
      </div>
      {act.isError && (
        <p className="form-error" role="alert">
          {staffErrorText(t, act.error)}
        </p>
      )}
      <ConfirmDialog
        open={shown !== null}
        title={shown?.title ?? ""}
        body={shown?.body ?? ""}
        confirmLabel={shown?.label ?? ""}
        cancelLabel={t("actions.cancel")}
        danger={asked?.kind !== "role"}
        onClose={() => setAsked(null)}
        onConfirm={() => {
          const what = asked;
          setAsked(null);
          if (what) act.mutate(what);
        }}
      />
    </li>
  );
}
