// How long a booking lasts, from the variant the guest chose ("1.5 hours", "2 hours",
// "90 min", "2 год"). Services carry no duration field (SPEC §3), so the chosen variant's name is the
// only source; without one the booking is one slot long (SPEC §9: 30 minutes).
const hoursPattern =
  /(\d+(?:[.,]\d+)?)\s*(?:h|hr|hrs|hour|hours|год|година|години|годин|час|часа|часов)(?!\p{L})/iu;
const minutesPattern = /(\d+)\s*(?:m|min|mins|minutes|хв|хвилин|мин|минут)(?!\p{L})/iu;

export function bookedMinutes(variantNames: readonly string[], fallback: number): number {
  for (const name of variantNames) {
    const hours = hoursPattern.exec(name);
    if (hours) return Math.round(Number(hours[1]!.replace(",", ".")) * 60);
    const minutes = minutesPattern.exec(name);
    if (minutes) return Number(minutes[1]);
  }
  return fallback;
}
