import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { StaffAccount } from "@tablewise/domain/contract/staff-accounts";
import { consoleLocale } from "../../i18n/console-i18n";
import { isManager, useMe } from "../session/use-me";
import { AddStaffForm } from "./add-staff-form";
import { PasswordDialog } from "./password-dialog";
import { StaffCard } from "./staff-card";
import { getStaff, staffQueryKey } from "./staff-api";
import "../setup-venue/setup-venue.css";
import "./staff.css";

// The venue's people (managers only): who they are, their role, when they last signed in; add one, give
// a new password, change a role, disable or enable, end every session now, unlock a refused sign-in.
// Without the server-side CLI, so a venue on the embedded database need not stop to lock someone out.
export function StaffPage() {
  const { t } = useTranslation("staff");
  const me = useMe();
  const client = useQueryClient();
  const venueId = me.venue._id;
  const manager = isManager(me);
  const staff = useQuery({
    queryKey: staffQueryKey(venueId),
    queryFn: ({ signal }) => getStaff(venueId, signal),
    enabled: manager,
  });
  const [password, setPassword] = useState<{ name: string; login: string; password: string } | null>(null);
  const [notice, setNotice] = useState("");
  useEffect(() => {
    document.title = `${t("title")} · ${me.venue.name}`;
  }, [t, me.venue.name]);

  // A changed person replaces their row; the list is read again for what the change moved elsewhere
  // (another manager's count, sessions ended).
  const onChanged = (member: StaffAccount) => {
    client.setQueryData<StaffAccount[]>(staffQueryKey(venueId), (old) =>
      old
        ? old.some((m) => m.id === member.id)
          ? old.map((m) => (m.id === member.id ? member : m))
          : [...old, member]
        : old,
    );
    void client.invalidateQueries({ queryKey: staffQueryKey(venueId) });
  };
  const onPassword = (member: StaffAccount, secret: string) =>
    setPassword({ name: member.name, login: member.login, password: secret });

  if (!manager)
    return (
      <main className="page">
        <h1>{t("title")}</h1>
        <p>{t("errors.role")}</p>
      </main>
    );
  const members = staff.data ?? [];
  const active = members.filter((m) => !m.disabled);
  const disabled = members.filter((m) => m.disabled);
  const locale = consoleLocale();
  const card = (member: StaffAccount) => (
    <StaffCard
      key={member.id}
      venueId={venueId}
      member={member}
      isSelf={member.id === me.staff_id}
      locale={locale}
      timeZone={me.venue.time_zone}
      onChanged={onChanged}
      onPassword={onPassword}
      onNotice={setNotice}
    />
  );
  return (
    <main className="page staff-page">
      <div className="page__head">
        <h1>{t("title")}</h1>
      </div>
      <p className="sv-hint">{t("intro")}</p>
      <AddStaffForm
        venueId={venueId}
        onAdded={(member, secret) => {
          onChanged(member);
          onPassword(member, secret);
        }}
      />
      <p role="status" className="staff-notice">
        {notice}
      </p>
      {staff.isError && (
        <p className="banner banner--error" role="alert">
          {t("errors.load")}
        </p>
      )}
      {staff.isPending && <p aria-busy="true">{t("loading")}</p>}
      {staff.isSuccess && (
        <section aria-labelledby="staff-active-title">
          <h2 id="staff-active-title">{t("list.active")}</h2>
          <ul className="staff-list">{active.map(card)}</ul>
        </section>
      )}
      {disabled.length > 0 && (
        <section aria-labelledby="staff-disabled-title">
          <h2 id="staff-disabled-title">{t("list.disabled")}</h2>
          <ul className="staff-list">{disabled.map(card)}</ul>
        </section>
      )}
      <PasswordDialog shown={password} onClose={() => setPassword(null)} />
    </main>
  );
}
