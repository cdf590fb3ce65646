import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ratingCommentMax } from "@tablewise/domain/contract/rating";
import { RequestError } from "../../../lib/api-client";
import { markRated, ratedReviewUrl, sendRating, wasRated, type RatingTarget } from "./rating-api";
import "./rating.css";

const scale = [1, 2, 3, 4, 5] as const;

// A word after paying (SPEC §9 review scale out of 5): five stars as a radio group (each named "n stars",
// the chosen ones drawn filled, not told by colour alone), an optional comment, Send, then thanks; 4 or 5
// stars are offered the venue's public review page when it has one.
export function RatingCard({ target }: { target: RatingTarget }) {
  const { t } = useTranslation("order");
  const id = useId();
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState("");
  const [state, setState] = useState<"asking" | "sending" | "failed" | "done">(() =>
    wasRated(target.orderId) ? "done" : "asking",
  );
  const [reviewUrl, setReviewUrl] = useState(() => ratedReviewUrl(target.orderId));

  async function handleSend() {
    setState("sending");
    try {
      const data = await sendRating(target, stars, comment);
      markRated(target.orderId, data.review_url);
      setReviewUrl(data.review_url);
      setState("done");
    } catch (error) {
      // Rated already (another tab, a reload before this device noted it): thanks all the same.
      if (error instanceof RequestError && error.status === 409 && error.code === "conflict") {
        markRated(target.orderId, null);
        setState("done");
      } else setState("failed");
    }
  }

  if (state === "done")
    return (
      <section className="rating-card" aria-labelledby={`${id}-thanks`} data-testid="rating-card">
        <p id={`${id}-thanks`} className="rating-card__thanks" role="status" data-testid="rating-thanks">
          {t("rating.thanks")}
        </p>
        {reviewUrl && (
          <div className="rating-card__review" data-testid="rating-review">
            <p>{t("rating.tell_others")}</p>
            <a
              className="btn btn--primary"
              href={reviewUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="rating-review-link"
            >
              {t("rating.review_link")}
            </a>
          </div>
        )}
      </section>
    );

  return (
    <section className="rating-card" aria-labelledby={`${id}-title`} data-testid="rating-card">
      <h2 id={`${id}-title`} className="rating-card__title">
        {t("rating.title")}
      </h2>
      <p className="rating-card__hint">{t("rating.hint")}</p>
      <div className="rating-card__stars" role="radiogroup" aria-label={t("rating.group")}>
        {scale.map((n) => (
          <label key={n} className="rating-card__star" data-on={n <= stars || undefined}>
            <input
              type="radio"
              name={`${id}-stars`}
              value={n}
              checked={stars === n}
              onChange={() => setStars(n)}
              aria-label={t("rating.star", { count: n })}
              data-testid={`rating-star-${n}`}
            />
            <span aria-hidden="true">{n <= stars ? "★" : "☆"}</span>
          </label>
        ))}
      </div>
      {stars > 0 && (
        <p className="rating-card__chosen" aria-hidden="true">
          {t("rating.star", { count: stars })}
        </p>
      )}
      <label className="rating-card__comment">
        <span>{t("rating.comment")}</span>
        <textarea
          value={comment}
          maxLength={ratingCommentMax}
          rows={2}
          onChange={(e) => setComment(e.target.value)}
          data-testid="rating-comment"
        />
      </label>
      {state === "failed" && (
        <p className="rating-card__error" role="alert">
          {t("rating.error")}
        </p>
      )}
      <button
        type="button"
        className="btn btn--primary rating-card__send"
        disabled={stars === 0 || state === "sending"}
        onClick={() => void handleSend()}
        data-testid="rating-send"
      >
        {t(state === "sending" ? "rating.sending" : "rating.send")}
      </button>
    </section>
  );
}
