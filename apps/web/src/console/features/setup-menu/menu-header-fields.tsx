import { useTranslation } from "react-i18next";
import type { SetupDocument } from "@tablewise/domain/contract/setup";
import { uiLocales } from "../../../i18n/languages";
import { CheckField } from "../../ui/fields/check-field";
import { SelectField } from "../../ui/fields/select-field";
import { TextField } from "../../ui/fields/text-field";
import type { MenuDraft } from "./menu-draft";

type Props = { id: string; draft: MenuDraft; doc: SetupDocument; edit: (patch: Partial<MenuDraft>) => void };

// A menu's own fields (SPEC §3 Menu): title, kind, tag, pay receiver, daily window, locales, hidden.
export function MenuHeaderFields({ id, draft, doc, edit }: Props) {
  const { t } = useTranslation("setup-menu");
  const localeChoices = [...new Set([...uiLocales, ...draft.locales, draft.original_locale])];
  const window = draft.schedule_pair;
  return (
    <section className="sm-card" aria-labelledby={`${id}-head`}>
      <h2 id={`${id}-head`}>{t("menu.heading")}</h2>
      <div className="sm-grid">
        <TextField
          path="title"
          label={t("menu.title")}
          value={draft.title}
          onChange={(title) => edit({ title })}
        />
        <SelectField
          path="kind"
          label={t("menu.kind")}
          value={draft.kind}
          options={[
            { value: "food", label: t("menu.kinds.food") },
            { value: "service", label: t("menu.kinds.service") },
          ]}
          onChange={(kind) => edit({ kind })}
        />
        <TextField
          path="tag"
          label={t("menu.tag")}
          value={draft.tag ?? ""}
          onChange={(tag) => edit({ tag: tag || undefined })}
        />
        <SelectField
          path="pay_receiver_id"
          label={t("menu.payReceiver")}
          value={draft.pay_receiver_id}
          options={doc.pay_receivers.map((r) => ({ value: r._id, label: r.company_name }))}
          onChange={(pay_receiver_id) => edit({ pay_receiver_id })}
        />
        <fieldset className="sm-fieldset">
          <legend>{t("menu.window")}</legend>
          <p className="muted">{t("menu.windowHint")}</p>
          <div className="sm-pair">
            <TextField
              path="schedule_pair.start"
              type="time"
              label={t("menu.start")}
              value={window?.start ?? ""}
              onChange={(start) => edit({ schedule_pair: { start, end: window?.end ?? "" } })}
            />
            <TextField
              path="schedule_pair.end"
              type="time"
              label={t("menu.end")}
              value={window?.end ?? ""}
              onChange={(end) => edit({ schedule_pair: { start: window?.start ?? "", end } })}
            />
          </div>
        </fieldset>
        <SelectField
          path="original_locale"
          label={t("menu.originalLocale")}
          value={draft.original_locale}
          options={localeChoices.map((l) => ({ value: l, label: l }))}
          onChange={(original_locale) => edit({ original_locale })}
        />
        <fieldset className="sm-fieldset">
          <legend>{t("menu.locales")}</legend>
          <div className="sm-checks">
            {localeChoices
              .filter((l) => l !== draft.original_locale)
              .map((l) => (
                <CheckField
                  key={l}
                  label={l}
                  checked={draft.locales.includes(l)}
                  onChange={(on) =>
                    edit({ locales: on ? [...draft.locales, l] : draft.locales.filter((x) => x !== l) })
                  }
                />
              ))}
          </div>
        </fieldset>
        <CheckField
          label={t("menu.hide")}
          checked={draft.hidden ?? false}
          onChange={(hidden) => edit({ hidden })}
        />
      </div>
    </section>
  );
}
