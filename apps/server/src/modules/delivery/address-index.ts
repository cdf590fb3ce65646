import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { LatLon } from "@tablewise/domain/contract/common";
import { distanceMeters } from "@tablewise/domain/rules/delivery-zone";
import { matchesAll, normalizeHouse, normalizeText, splitQuery, tokensOf } from "./address-text";
import type { GeocodedAddress, GeocodeQuery, Geocoder } from "./geocoder";

// The local address index (DESIGN.md §1): one city's streets with their houses and points, in Ukrainian
// and English. The demo city's ships in seed/addresses; ADDRESS_INDEX_FILE names another.
const names = z.object({ en: z.string().min(1), uk: z.string().min(1) });
const indexFileSchema = z.object({
  city: names,
  country: names.extend({ code: z.string().regex(/^[A-Z]{2}$/) }),
  streets: z.array(
    z.object({
      id: z.string().min(1),
      name: names,
      short: names,
      houses: z.array(z.tuple([z.string().min(1), z.number(), z.number()])).min(1),
    }),
  ),
});
export type AddressIndexFile = z.infer<typeof indexFileSchema>;

// The demo city's index (Kyiv), around the demo venues: some streets inside their delivery zones, some
// (Obolonskyi Avenue, Mykoly Zakrevskoho Street) outside, and Beresteiskyi Avenue running out of range.
export const demoAddressIndexFile = fileURLToPath(new URL("../../seed/addresses/kyiv.json", import.meta.url));

type House = { number: string; key: string; location: LatLon };
type Street = AddressIndexFile["streets"][number] & {
  tokens: Set<string>;
  fullNames: Set<string>;
  list: House[];
};

// Ukrainian names for the languages read in Ukraine (uk, ru), English for the others.
const nameLanguage = (language: string) => (language === "uk" || language === "ru" ? "uk" : "en");

export function readAddressIndexFile(file: string): AddressIndexFile {
  const parsed = indexFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`${file} is not an address index: ${parsed.error.message}`);
  return parsed.data;
}

export function createAddressIndex(data: AddressIndexFile): Geocoder {
  const streets: Street[] = data.streets.map((s) => ({
    ...s,
    tokens: new Set([s.name.en, s.name.uk, s.short.en, s.short.uk].flatMap(tokensOf)),
    fullNames: new Set([s.name.en, s.name.uk, s.short.en, s.short.uk].map(normalizeText)),
    list: s.houses.map(([n, lat, lon]) => ({ number: n, key: normalizeHouse(n), location: { lat, lon } })),
  }));

  const row = (s: Street, lang: "en" | "uk", house: string, location: LatLon): GeocodedAddress => ({
    street: s.name[lang],
    street_name: s.short[lang],
    house_number: house,
    city: data.city[lang],
    country: data.country[lang],
    location,
  });

  // Streets whose own name starts with the first typed word come first, then by name.
  const rank = (query: string[], lang: "en" | "uk") => (a: Street, b: Street) => {
    const first = query[0] ?? "";
    const leads = (s: Street) => (tokensOf(s.short[lang]).some((t) => t.startsWith(first)) ? 0 : 1);
    return leads(a) - leads(b) || a.name[lang].localeCompare(b.name[lang], lang);
  };

  return {
    async search({ text, language, near, limit }: GeocodeQuery): Promise<GeocodedAddress[]> {
      const lang = nameLanguage(language);
      const { street, house } = splitQuery(text);
      if (!street.length) return [];
      const found = streets.filter((s) => matchesAll(street, s.tokens)).sort(rank(street, lang));
      if (house === null)
        return found.slice(0, limit).map((s) => {
          const nearest = s.list.reduce((a, b) =>
            distanceMeters(b.location, near) < distanceMeters(a.location, near) ? b : a,
          );
          return row(s, lang, "", nearest.location);
        });
      // Houses whose number starts with the typed one, the exact number first.
      return found
        .flatMap((s) =>
          s.list
            .filter((h) => h.key.startsWith(house))
            .sort((a, b) => Number(b.key === house) - Number(a.key === house))
            .map((h) => row(s, lang, h.number, h.location)),
        )
        .slice(0, limit);
    },

    async locate(streetName: string, houseNumber: string): Promise<LatLon | null> {
      const name = normalizeText(streetName);
      const key = normalizeHouse(houseNumber);
      const s = streets.find((x) => x.fullNames.has(name));
      return s?.list.find((h) => h.key === key)?.location ?? null;
    },
  };
}
