import { useTranslation } from "react-i18next";
import { ShownOnceDialog } from "../../ui/shown-once-dialog";

// The password the server made for a person, shown once (the server keeps only its hash).
export function PasswordDialog({
  shown,
  onClose,
}: {
  shown: { name: string; login: string; password: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("staff");
  return (
    <ShownOnceDialog
      secret={shown?.password ?? null}
      texts={{
        title: t("password.title", { name: shown?.name ?? "" }),
        once: t("password.once"),
        copy: t("password.copy"),
        copied: t("password.copied"),
        done: t("password.done"),
      }}
      onClose={onClose}
    >
      {shown && (
        <dl className="staff-password">
          <dt>{t("fields.login")}</dt>
          <dd dir="ltr">{shown.login}</dd>
          <dt>{t("fields.password")}</dt>
          <dd dir="ltr">
            <code className="staff-password__value" data-testid="staff-password">
              {shown.password}
            </code>
          </dd>
        </dl>
      )}
    </ShownOnceDialog>
  );
}
