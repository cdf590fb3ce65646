import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { SetupDocument, SetupMenuEntry } from "@tablewise/domain/contract/setup";
import { FieldMessagesContext, type FieldMessages } from "../../ui/fields/field-context";
import { CategoryList } from "./category-list";
import { checkMenu, menuBodyOf, menuDraftOf, type MenuDraft } from "./menu-draft";
import { MenuHeaderFields } from "./menu-header-fields";
import { fieldErrorsOf, saveMenu, setupQueryKey } from "./setup-calls";
import { SaveFailure } from "./setup-notices";

// One menu: its header (SPEC §3 Menu) and categories, saved together with the menu's version.
export function MenuEditor({
  entry,
  doc,
  venueId,
  announce,
}: {
  entry: SetupMenuEntry;
  doc: SetupDocument;
  venueId: string;
  announce: (text: string) => void;
}) {
  const { t } = useTranslation("setup-menu");
  const client = useQueryClient();
  const id = useId();
  const [base, setBase] = useState(entry.version);
  const [draft, setDraft] = useState<MenuDraft>(() => menuDraftOf(entry.menu));
  const [dirty, setDirty] = useState(false);
  const [tried, setTried] = useState(false);
  // Another manager's save (a "setup" hint refetched the document): an untouched form follows it.
  if (entry.version !== base && !dirty) {
    setBase(entry.version);
    setDraft(menuDraftOf(entry.menu));
  }
  const edit = (patch: Partial<MenuDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setDirty(true);
  };
  const save = useMutation({
    mutationFn: () => saveMenu(venueId, entry.menu._id, { menu: menuBodyOf(draft), version: base }),
    onSuccess: (saved) => {
      client.setQueryData<SetupDocument>(setupQueryKey(venueId), (old) =>
        old ? { ...old, menus: old.menus.map((e) => (e.menu._id === saved.menu._id ? saved : e)) } : old,
      );
      setBase(saved.version);
      setDraft(menuDraftOf(saved.menu));
      setDirty(false);
      setTried(false);
      announce(t("saved"));
    },
  });
  const reload = () => {
    setDirty(false);
    save.reset();
    void client.invalidateQueries({ queryKey: setupQueryKey(venueId) }).then(() => {
      const fresh = client
        .getQueryData<SetupDocument>(setupQueryKey(venueId))
        ?.menus.find((e) => e.menu._id === entry.menu._id);
      if (fresh) {
        setBase(fresh.version);
        setDraft(menuDraftOf(fresh.menu));
      }
    });
  };
  const serverErrors = fieldErrorsOf(save.error, "menu");
  // After the first refused save each change is checked again, so a fixed field loses its message.
  const own = tried ? checkMenu(draft) : {};
  const messages: FieldMessages = {
    messageAt: (path) => {
      if (own[path]) return t(`errors.${own[path]}` as "errors.invalid");
      const server = serverErrors.find((e) => e.path === path);
      if (!server) return null;
      const code = server.code ?? server.message;
      return t(`errors.${code}` as "errors.invalid", { defaultValue: server.message });
    },
    setUnreadable: () => {},
  };

  return (
    <form
      className="sm-editor"
      noValidate
      aria-label={t("menu.formLabel", { title: entry.menu.title })}
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (Object.keys(checkMenu(draft)).length > 0) {
          const form = e.currentTarget;
          requestAnimationFrame(() => form.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
          return;
        }
        save.mutate();
      }}
    >
      <FieldMessagesContext.Provider value={messages}>
        <MenuHeaderFields id={id} draft={draft} doc={doc} edit={edit} />
        <CategoryList
          id={id}
          menuId={entry.menu._id}
          categories={draft.categories}
          products={new Map(entry.menu.products.map((p) => [p._id, p]))}
          currency={doc.venue.currency}
          onChange={(categories) => edit({ categories })}
          announce={announce}
        />
      </FieldMessagesContext.Provider>
      <SaveFailure error={serverErrors.length ? null : save.error} onReload={reload} />
      <div className="sm-actions">
        {dirty && <span className="muted">{t("unsaved")}</span>}
        <button type="submit" className="btn btn--primary" disabled={save.isPending || !dirty}>
          {save.isPending ? t("saving") : t("save")}
        </button>
      </div>
    </form>
  );
}
