import { useCallback, useMemo, useState, type FormEvent, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useMutation } from "@tanstack/react-query";
import type { Venue } from "@tablewise/domain/contract/venue";
import { FieldMessagesContext, type FieldMessages } from "../../ui/fields/field-context";
import { isDirty, mergeSection } from "./venue-draft";
import { checkVenue, isVersionConflict, serverFieldErrors, type FieldErrors } from "./venue-form-rules";

export type Edit = (change: (draft: Venue) => void) => void;
export type SaveVenue = (venue: Venue) => Promise<unknown>;

type Props = {
  id: string;
  title: string;
  paths: readonly string[];
  saved: Venue;
  save: SaveVenue;
  onReload: () => void;
  children: (draft: Venue, edit: Edit) => ReactNode;
};

// One section of the venue settings: its own draft, its own Save that sends the whole
// venue (the saved one with this section's paths from the draft) with the version the page loaded. A 409
// version_conflict says someone else saved meanwhile and offers a reload; a 400's details go to the fields.
export function SectionForm({ id, title, paths, saved, save, onReload, children }: Props) {
  const { t } = useTranslation("setup-venue");
  const [draft, setDraft] = useState<Venue>(() => structuredClone(saved));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [general, setGeneral] = useState<string[]>([]);
  const [unreadable, setUnreadableSet] = useState<ReadonlySet<string>>(new Set());
  const [savedNote, setSavedNote] = useState(false);
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: () => setSavedNote(true),
    onError: (error) => {
      const mapped = serverFieldErrors(error);
      setErrors(mapped.fields);
      setGeneral(mapped.general);
    },
  });
  const edit = useCallback<Edit>((change) => {
    setSavedNote(false);
    setDraft((current) => {
      const next = structuredClone(current);
      change(next);
      return next;
    });
  }, []);
  const setUnreadable = useCallback((path: string, flag: boolean) => {
    setUnreadableSet((current) => {
      if (current.has(path) === flag) return current;
      const next = new Set(current);
      if (flag) next.add(path);
      else next.delete(path);
      return next;
    });
  }, []);
  const fields = useMemo<FieldMessages>(
    () => ({
      messageAt: (path) => {
        if (unreadable.has(path)) return t("errors.number");
        const problem = errors[path];
        if (!problem) return null;
        return "key" in problem
          ? t(`errors.${problem.key}`)
          : t("errors.server", { message: problem.server });
      },
      setUnreadable,
    }),
    [errors, setUnreadable, unreadable, t],
  );
  const dirty = isDirty(saved, draft, paths);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSavedNote(false);
    if (unreadable.size > 0) return;
    const own = checkVenue(draft, paths);
    setErrors(own);
    setGeneral([]);
    if (Object.keys(own).length > 0) {
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    mutation.mutate(mergeSection(saved, draft, paths));
  };
  const conflict = mutation.isError && isVersionConflict(mutation.error);
  // Server errors for paths this section does not render (another section's field) are listed here.
  const elsewhere = Object.entries(errors).filter(
    ([path]) => !paths.some((p) => path === p || path.startsWith(`${p}.`)),
  );

  return (
    <section id={id} className="sv-section" aria-labelledby={`${id}-title`} tabIndex={-1}>
      <form onSubmit={submit} noValidate>
        <div className="sv-section__head">
          <h2 id={`${id}-title`}>{title}</h2>
          {dirty && <span className="sv-badge">{t("form.unsaved")}</span>}
        </div>
        {conflict && (
          <div className="banner banner--error sv-banner" role="alert">
            <span>{t("form.conflict")}</span>
            <button type="button" className="btn" onClick={onReload}>
              {t("form.reload")}
            </button>
          </div>
        )}
        {mutation.isError && !conflict && (
          <div className="banner banner--error" role="alert">
            <p>{t("form.failed")}</p>
            {[
              ...general,
              ...elsewhere.map(([path, p]) => `${path}: ${"server" in p ? p.server : p.key}`),
            ].map((line) => (
              <p key={line} dir="auto">
                {line}
              </p>
            ))}
          </div>
        )}
        <FieldMessagesContext.Provider value={fields}>
          <div className="sv-section__body">{children(draft, edit)}</div>
        </FieldMessagesContext.Provider>
        <div className="sv-section__foot">
          <button type="submit" className="btn btn--primary" disabled={mutation.isPending}>
            {mutation.isPending ? t("form.saving") : t("form.save")}
          </button>
          <span role="status" className="sv-status">
            {savedNote && !dirty ? t("form.saved") : ""}
          </span>
        </div>
      </form>
    </section>
  );
}

function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
}
