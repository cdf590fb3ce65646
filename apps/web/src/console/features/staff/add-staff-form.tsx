import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useMutation } from "@tanstack/react-query";
import { staffRoleSchema, type StaffRole } from "@tablewise/domain/contract/staff";
import type { StaffAccount } from "@tablewise/domain/contract/staff-accounts";
import { addStaff } from "./staff-api";
import { staffErrorText } from "./staff-errors";

type Draft = { name: string; login: string; role: StaffRole };
const empty: Draft = { name: "", login: "", role: "waiter" };

// A new person: name, login (an email or a name, no spaces) and role; the server makes the password and
// the page shows it once.
export function AddStaffForm({
  venueId,
  onAdded,
}: {
  venueId: string;
  onAdded: (member: StaffAccount, password: string) => void;
}) {
  const { t } = useTranslation("staff");
  const id = useId();
  const [draft, setDraft] = useState<Draft>(empty);
  const add = useMutation({
    mutationFn: (body: Draft) => addStaff(venueId, body),
    onSuccess: ({ member, password }) => {
      setDraft(empty);
      onAdded(member, password);
    },
  });
  const loginOk = /^\S+$/.test(draft.login.trim());
  const ready = draft.name.trim() !== "" && loginOk;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) add.mutate({ name: draft.name.trim(), login: draft.login.trim(), role: draft.role });
  };
  return (
    <section className="card-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("add.title")}</h2>
      <form className="staff-add" onSubmit={submit}>
        <div className="sv-field">
          <label className="field__label" htmlFor={`${id}-name`}>
            {t("fields.name")}
          </label>
          <input
            id={`${id}-name`}
            className="field__input"
            required
            maxLength={200}
            autoComplete="off"
            value={draft.name}
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
          />
        </div>
        <div className="sv-field">
          <label className="field__label" htmlFor={`${id}-login`}>
            {t("fields.login")}
          </label>
          <input
            id={`${id}-login`}
            className="field__input"
            required
            maxLength={200}
            dir="ltr"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            aria-describedby={`${id}-login-hint`}
            value={draft.login}
            onChange={(e) => setDraft({ ...draft, login: e.target.value })}
          />
          <p id={`${id}-login-hint`} className="sv-hint">
            {t("add.loginHint")}
          </p>
        </div>
        <div className="sv-field">
          <label className="field__label" htmlFor={`${id}-role`}>
            {t("fields.role")}
          </label>
          <select
            id={`${id}-role`}
            className="field__input"
            value={draft.role}
            onChange={(e) => setDraft({ ...draft, role: e.target.value as StaffRole })}
          >
            {staffRoleSchema.options.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn--primary" disabled={!ready || add.isPending}>
          {t("add.submit")}
        </button>
      </form>
      {add.isError && (
        <p className="banner banner--error" role="alert">
          {staffErrorText(t, add.error)}
        </p>
      )}
    </section>
  );
}
