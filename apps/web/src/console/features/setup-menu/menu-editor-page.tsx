import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createMenuBodySchema, type SetupDocument } from "@tablewise/domain/contract/setup";
import { FieldMessagesContext } from "../../ui/fields/field-context";
import { TextField } from "../../ui/fields/text-field";
import { isManager } from "../session/use-me";
import { MenuEditor } from "./menu-editor";
import { dragProps, ReorderControls } from "./reorder-controls";
import { moveItem } from "./reorder";
import { createMenu, reorderMenus, setupQueryKey } from "./setup-calls";
import { ManagersOnly, SaveFailure } from "./setup-notices";
import { useSetup } from "./use-setup";
import "./setup-menu.css";

// The venue's menus (order, create, hide) and the chosen menu's header and categories.
export function MenuEditorPage() {
  const { t } = useTranslation("setup-menu");
  const { me, venueId, query } = useSetup();
  const [params, setParams] = useSearchParams();
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    document.title = `${t("title")} · ${me.venue.name}`;
  }, [t, me.venue.name]);
  if (!isManager(me)) return <ManagersOnly />;
  const doc = query.data;
  const selectedId = params.get("menu") ?? doc?.menus[0]?.menu._id ?? null;
  const selected = doc?.menus.find((e) => e.menu._id === selectedId) ?? null;
  return (
    <main className="page sm-page">
      <div className="page__head">
        <h1>{t("title")}</h1>
        {selected && (
          <Link
            className="btn"
            to={`/console/setup/menu/translations?menu=${encodeURIComponent(selected.menu._id)}`}
          >
            {t("translations.open")}
          </Link>
        )}
      </div>
      <div className="visually-hidden" aria-live="polite">
        {announcement}
      </div>
      {query.isError && (
        <div className="banner banner--error" role="alert">
          <span>{t("errors.load")}</span>
          <button type="button" className="btn" onClick={() => void query.refetch()}>
            {t("actions.retry")}
          </button>
        </div>
      )}
      {!doc && !query.isError && <p aria-busy="true">{t("loading")}</p>}
      {doc && (
        <div className="sm-columns">
          <MenuList
            doc={doc}
            venueId={venueId}
            selectedId={selectedId}
            onSelect={(id) => setParams({ menu: id })}
            announce={setAnnouncement}
          />
          {selected ? (
            <MenuEditor
              key={selected.menu._id}
              entry={selected}
              doc={doc}
              venueId={venueId}
              announce={setAnnouncement}
            />
          ) : (
            <p>{t("menus.none")}</p>
          )}
        </div>
      )}
    </main>
  );
}

function MenuList({
  doc,
  venueId,
  selectedId,
  onSelect,
  announce,
}: {
  doc: SetupDocument;
  venueId: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
  announce: (text: string) => void;
}) {
  const { t } = useTranslation("setup-menu");
  const client = useQueryClient();
  const headingId = useId();
  const [title, setTitle] = useState("");
  const [titleError, setTitleError] = useState("");
  const reorder = useMutation({
    mutationFn: (ids: string[]) => reorderMenus(venueId, ids),
    onSettled: () => client.invalidateQueries({ queryKey: setupQueryKey(venueId) }),
  });
  const create = useMutation({
    mutationFn: (name: string) =>
      createMenu(venueId, {
        menu: {
          title: name,
          kind: "food",
          tag_i18n: [],
          title_i18n: [],
          original_locale: doc.menus[0]?.menu.original_locale ?? "en",
          locales: doc.menus[0]?.menu.locales ?? [],
          // SPEC §3 Menu: every menu names who is paid; the venue's first receiver until the manager picks.
          pay_receiver_id: doc.pay_receivers[0]?._id ?? "",
          hidden: true,
        },
      }),
    onSuccess: (entry) => {
      setTitle("");
      client.setQueryData<SetupDocument>(setupQueryKey(venueId), (old) =>
        old ? { ...old, menus: [...old.menus, entry] } : old,
      );
      void client.invalidateQueries({ queryKey: setupQueryKey(venueId) });
      onSelect(entry.menu._id);
    },
  });
  const menus = doc.menus;
  const move = (from: number, to: number) => {
    const next = moveItem(menus, from, to);
    if (next.every((e, k) => e === menus[k])) return;
    // Shown at once; the server's answer (or a refetch on failure) settles it. A fetch in flight would
    // bring the old order back over it, so it is cancelled first (TanStack Query's optimistic update).
    void client.cancelQueries({ queryKey: setupQueryKey(venueId) });
    client.setQueryData<SetupDocument>(setupQueryKey(venueId), (old) =>
      old ? { ...old, menus: next } : old,
    );
    reorder.mutate(next.map((e) => e.menu._id));
    const moved = menus[from];
    if (moved)
      announce(t("reorder.moved", { name: moved.menu.title, position: to + 1, count: menus.length }));
  };
  return (
    <section className="sm-card sm-menus" aria-labelledby={`${headingId}-h`}>
      <h2 id={`${headingId}-h`}>{t("menus.heading")}</h2>
      <ol className="sm-rows">
        {menus.map((entry, index) => (
          <li key={entry.menu._id} className="sm-row" {...dragProps(index, "menu", move)}>
            <span className="sm-grip" aria-hidden="true">
              ⠿
            </span>
            <button
              type="button"
              className={`btn btn--ghost sm-row__main ${entry.menu._id === selectedId ? "sm-row--current" : ""}`}
              aria-current={entry.menu._id === selectedId ? "true" : undefined}
              onClick={() => onSelect(entry.menu._id)}
            >
              {entry.menu.title}
              {entry.menu.hidden && <span className="sm-tag">{t("hidden")}</span>}
            </button>
            <ReorderControls name={entry.menu.title} index={index} count={menus.length} onMove={move} />
          </li>
        ))}
      </ol>
      <SaveFailure
        error={reorder.error}
        onReload={() => void client.invalidateQueries({ queryKey: ["setup"] })}
      />
      <form
        className="sm-inline-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const code = menuTitleCode(title);
          setTitleError(code ? t(`errors.${code}` as "errors.required") : "");
          if (!code) create.mutate(title.trim());
        }}
      >
        <FieldMessagesContext.Provider
          value={{ messageAt: () => titleError || null, setUnreadable: () => {} }}
        >
          <TextField path="new-menu-title" label={t("menus.newTitle")} value={title} onChange={setTitle} />
        </FieldMessagesContext.Provider>
        <button type="submit" className="btn" disabled={create.isPending}>
          {t("menus.create")}
        </button>
        <SaveFailure
          error={create.error}
          onReload={() => void client.invalidateQueries({ queryKey: ["setup"] })}
        />
      </form>
    </section>
  );
}

// The contract's rule for a menu's title (field-rules.ts), as the server checks it on create.
function menuTitleCode(title: string): string | undefined {
  return createMenuBodySchema.shape.menu.shape.title.safeParse(title).error?.issues[0]?.message;
}
