import { useTranslation } from "react-i18next";

// The message under a field and the attributes that tie it to the input (aria-invalid, aria-describedby).
export type IssueLookup = (path: string) => string | undefined;
export const errorId = (formId: string, path: string) => `${formId}-${path.replace(/\W/g, "-")}-err`;

export function useFieldErrors(formId: string, issueAt: IssueLookup) {
  const { t } = useTranslation("setup-menu");
  // A code from the form's checks (errors.<code>) or the server's own words.
  const text = (path: string) => {
    const issue = issueAt(path);
    if (!issue) return "";
    return issue.startsWith("code:") ? t(`errors.${issue.slice(5)}` as "errors.invalid") : issue;
  };
  const props = (path: string) =>
    issueAt(path) ? { "aria-invalid": true as const, "aria-describedby": errorId(formId, path) } : {};
  const render = (path: string) =>
    issueAt(path) ? (
      <span id={errorId(formId, path)} className="sm-field-error">
        {text(path)}
      </span>
    ) : null;
  return { props, render };
}
