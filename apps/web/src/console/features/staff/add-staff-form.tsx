import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useMutation } from "@tanstack/react-query";
import {
  addStaffBodySchema,
  type AddStaffBody,
  type StaffAccount,
} from "@tablewise/domain/contract/staff-accounts";
import { FieldMessagesContext, type FieldMessages } from "../../ui/fields/field-context";
import { TextField } from "../../ui/fields/text-field";
import { addStaff } from "./staff-api";
import { staffErrorText, staffFieldCodes } from "./staff-errors";
import { RoleField } from "./staff-fields";

const empty: AddStaffBody = { name: "", login: "", role: "waiter" };
type Codes = Partial<Record<keyof AddStaffBody, string>>;

// The contract's rules for a new person (contract/staff-accounts.ts, field-rules.ts), as the server
// checks them: a code per field.
function checkDraft(draft: AddStaffBody): Codes {
  const parsed = addStaffBodySchema.safeParse(draft);
  const codes: Codes = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as keyof AddStaffBody;
    codes[field] ??= issue.message;
  }
  return codes;
}

// A new person: name, login (an email or a name, no spaces) and role; the server makes the password and
// the page shows it once. After the first refused try each change is checked again (SPEC §5).
export function AddStaffForm({
  venueId,
  onAdded,
}: {
  venueId: string;
  onAdded: (member: StaffAccount, password: string) => void;
}) {
  const { t } = useTranslation("staff");
  const id = useId();
  const [draft, setDraft] = useState<AddStaffBody>(empty);
  const [tried, setTried] = useState(false);
  const add = useMutation({
    mutationFn: (body: AddStaffBody) => addStaff(venueId, body),
    onSuccess: ({ member, password }) => {
      setDraft(empty);
      setTried(false);
      onAdded(member, password);
    },
  });
  const own = tried ? checkDraft(draft) : {};
  const server = staffFieldCodes(add.error);
  const messages: FieldMessages = {
    messageAt: (path) => {
      const code = own[path as keyof AddStaffBody] ?? server[path];
      if (!code) return null;
      return t(`fieldErrors.${code}` as "fieldErrors.required", { defaultValue: code });
    },
    setUnreadable: () => {},
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.keys(checkDraft(draft)).length > 0) {
      const form = event.currentTarget as HTMLFormElement;
      requestAnimationFrame(() => form.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      return;
    }
    add.mutate({ name: draft.name.trim(), login: draft.login.trim(), role: draft.role });
  };
  const fieldRefusal = Object.keys(server).length > 0;
  return (
    <section className="card-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("add.title")}</h2>
      <FieldMessagesContext.Provider value={messages}>
        <form className="staff-add" noValidate onSubmit={submit}>
          <TextField
            path="name"
            label={t("fields.name")}
            value={draft.name}
            required
            autoComplete="off"
            onChange={(name) => setDraft({ ...draft, name })}
          />
          <TextField
            path="login"
            label={t("fields.login")}
            hint={t("add.loginHint")}
            value={draft.login}
            required
            ltr
            autoComplete="off"
            onChange={(login) => setDraft({ ...draft, login })}
          />
          <RoleField path="role" value={draft.role} onChange={(role) => setDraft({ ...draft, role })} />
          <button type="submit" className="btn btn--primary" disabled={add.isPending}>
            {t("add.submit")}
          </button>
        </form>
      </FieldMessagesContext.Provider>
      {add.isError && !fieldRefusal && (
        <p className="banner banner--error" role="alert">
          {staffErrorText(t, add.error)}
        </p>
      )}
    </section>
  );
}
