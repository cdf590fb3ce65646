import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Waiter } from "@tablewise/domain/contract/venue";

// SPEC §2 personal-tips waiter cards: name, role, photo and the waiter's tips link.
// With `tipTo` (eat-in, a bill to pay) a card opens the bill with its waiter chosen.
export function TipCards({ waiters, tipTo }: { waiters: readonly Waiter[]; tipTo?: string }) {
  const { t } = useTranslation("menu");
  return (
    <section className="lobby__section" aria-labelledby="lobby-tips">
      <h2 id="lobby-tips" className="lobby__heading">
        {t("lobby.tips_title")}
      </h2>
      <ul className="tip-cards">
        {waiters.map((w) => (
          <li key={w._id} className="tip-card" data-testid="tip-card">
            {w.photo ? (
              <img className="tip-card__photo" src={w.photo} alt="" width={56} height={56} loading="lazy" />
            ) : (
              <span className="tip-card__photo tip-card__photo--empty" aria-hidden="true">
                {w.name.slice(0, 1)}
              </span>
            )}
            {tipTo ? (
              <Link
                to={tipTo}
                state={{ tipWaiter: w._id }}
                className="tip-card__name tip-card__tip"
                data-testid={`tip-card-${w._id}`}
              >
                {w.name}
              </Link>
            ) : (
              <span className="tip-card__name">{w.name}</span>
            )}
            <span className="tip-card__role">{w.role}</span>
            {tipTo && <span className="tip-card__cta">{t("lobby.tip_action")}</span>}
            {w.tips_link && (
              <a className="btn btn--soft tip-card__link" href={w.tips_link} target="_blank" rel="noreferrer">
                {t("lobby.tip_link", { name: w.name })}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
