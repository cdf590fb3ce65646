import { useId, type ReactElement } from "react";
import type { Locale } from "@tablewise/domain/contract/common";

// Small drawn flags for the language button and picker: emoji flags are missing on many systems.
function UnionJack() {
  const id = useId();
  return (
    <svg viewBox="0 0 60 30" preserveAspectRatio="xMidYMid slice">
      <clipPath id={`${id}t`}>
        <path d="M30 15h30v15zv15H0zH0V0zV0h30z" />
      </clipPath>
      <rect width="60" height="30" fill="#012169" />
      <path d="M0 0l60 30M60 0L0 30" stroke="#fff" strokeWidth="6" />
      <path d="M0 0l60 30M60 0L0 30" clipPath={`url(#${id}t)`} stroke="#c8102e" strokeWidth="4" />
      <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
      <path d="M30 0v30M0 15h60" stroke="#c8102e" strokeWidth="6" />
    </svg>
  );
}

const bands = (colors: string[], weights = colors.map(() => 1)) => {
  const total = weights.reduce((a, b) => a + b, 0);
  let y = 0;
  return (
    <svg viewBox="0 0 30 20" preserveAspectRatio="none">
      {colors.map((fill, i) => {
        const h = (20 * (weights[i] ?? 1)) / total;
        const rect = <rect key={fill + i} y={y} width="30" height={h + 0.05} fill={fill} />;
        y += h;
        return rect;
      })}
    </svg>
  );
};

const flags: Record<Locale, () => ReactElement> = {
  en: () => <UnionJack />,
  uk: () => bands(["#0057b7", "#ffd700"]),
  ru: () => bands(["#ffffff", "#0039a6", "#d52b1e"]),
  lv: () => bands(["#9e3039", "#ffffff", "#9e3039"], [2, 1, 2]),
  cs: () => (
    <svg viewBox="0 0 30 20">
      <rect width="30" height="10" fill="#fff" />
      <rect y="10" width="30" height="10" fill="#d7141a" />
      <path d="M0 0l15 10L0 20z" fill="#11457e" />
    </svg>
  ),
  tr: () => (
    <svg viewBox="0 0 30 20">
      <rect width="30" height="20" fill="#e30a17" />
      <circle cx="11" cy="10" r="5" fill="#fff" />
      <circle cx="12.25" cy="10" r="4" fill="#e30a17" />
      <path
        d="M14.2 10l1.41-.5.04-1.5.91 1.19 1.44-.42-.85 1.23.85 1.23-1.44-.42-.91 1.19-.04-1.5z"
        fill="#fff"
      />
    </svg>
  ),
  ar: () => (
    <svg viewBox="0 0 30 20">
      <rect width="30" height="20" fill="#006c35" />
      <path
        d="M7 8.6c1-1.4 1.6.8 2.6-.4s1.4.9 2.4-.5 1.5 1 2.5-.3 1.4.9 2.5-.4 1.5.9 2.5-.3 1.2.6 2.5-.4"
        fill="none"
        stroke="#fff"
        strokeWidth="1"
        strokeLinecap="round"
      />
      <path d="M8.5 13h13M9.5 12v2" fill="none" stroke="#fff" strokeWidth="1" strokeLinecap="round" />
    </svg>
  ),
};

export function Flag({ locale, className }: { locale: Locale; className?: string }) {
  const Drawing = flags[locale];
  return (
    <span className={className ? `flag ${className}` : "flag"} aria-hidden="true">
      <Drawing />
    </span>
  );
}
