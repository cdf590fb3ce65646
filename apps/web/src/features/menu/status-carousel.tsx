import { useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "./status-carousel.css";

// SPEC §2 bottom carousel of status bars. The menu gives the cart summary; the order screens add the
// cancelled, pending and unpaid order slides through `slides`.
export type StatusSlide = { key: string; content: ReactNode };

export function StatusCarousel({ slides }: { slides: readonly StatusSlide[] }) {
  const { t } = useTranslation("menu");
  const track = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  if (slides.length === 0) return null;
  const handleScroll = () => {
    const el = track.current;
    if (!el) return;
    setActive(Math.round(Math.abs(el.scrollLeft) / Math.max(1, el.clientWidth)));
  };
  const goTo = (index: number) => {
    const el = track.current;
    if (!el) return;
    const sign = document.dir === "rtl" ? -1 : 1;
    el.scrollTo({ left: sign * index * el.clientWidth, behavior: "smooth" });
  };
  return (
    <section className="status-carousel" aria-label={t("status.label")} data-testid="status-carousel">
      <div className="status-carousel__track" ref={track} onScroll={handleScroll}>
        {slides.map((slide) => (
          <div key={slide.key} className="status-carousel__slide">
            {slide.content}
          </div>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="status-carousel__dots">
          {slides.map((slide, i) => (
            <button
              key={slide.key}
              type="button"
              className="status-carousel__dot"
              aria-label={t("status.slide", { index: i + 1, count: slides.length })}
              aria-current={i === active ? "true" : undefined}
              onClick={() => goTo(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
