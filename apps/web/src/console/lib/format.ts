import type { TFunction } from "i18next";

// Clock times in the venue's zone, whatever the device's zone (a tablet set up elsewhere).
export function formatTime(iso: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone }).format(
    new Date(iso),
  );
}

export function formatDateTime(iso: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone }).format(
    new Date(iso),
  );
}

// "just now", "3 min ago", "2 h ago" with each language's plurals.
export function ago(t: TFunction<"console">, minutes: number): string {
  if (minutes < 1) return t("age.justNow");
  if (minutes < 60) return t("age.minutes", { count: minutes });
  return t("age.hours", { count: Math.floor(minutes / 60) });
}

// "m:ss" left until a deadline, for held split parts.
export function countdown(deadline: string, now: number): string {
  const seconds = Math.max(0, Math.floor((Date.parse(deadline) - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

// Today in the venue's zone as YYYY-MM-DD (the day view's default).
export function todayIn(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
  return parts;
}
