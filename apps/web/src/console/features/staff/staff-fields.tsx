import { useTranslation } from "react-i18next";
import { staffRoleSchema, type StaffRole } from "@tablewise/domain/contract/staff";
import { SelectField } from "../../ui/fields/select-field";

// The role picker the add form and each person's card share.
export function RoleField({
  path,
  value,
  onChange,
  disabled,
  className,
}: {
  path: string;
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  disabled?: boolean;
  className?: string;
}) {
  const { t } = useTranslation("staff");
  return (
    <SelectField
      path={path}
      label={t("fields.role")}
      value={value}
      disabled={disabled}
      className={className}
      options={staffRoleSchema.options.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
      onChange={onChange}
    />
  );
}
