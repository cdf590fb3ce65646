import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import type { AddressSearchResult } from "@tablewise/domain/contract/address";
import { addressSearchQuery } from "../preorder-api";

// SPEC §9: address search waits 300 ms after the last keystroke.
export const addressDebounceMs = 300;

export type AddressSearch =
  | { status: "empty" }
  | { status: "loading" }
  | { status: "ready"; results: AddressSearchResult[] }
  | { status: "error" };

// SPEC §8: an empty query shows a hint and calls nothing; no results is its own state.
export function useAddressSearch(link: string, query: string, language: string): AddressSearch {
  const text = query.trim();
  // The text searched for: the typed one once typing has paused for the debounce.
  const [searched, setSearched] = useState(text);
  useEffect(() => {
    const timer = window.setTimeout(() => setSearched(text), addressDebounceMs);
    return () => window.clearTimeout(timer);
  }, [text]);
  const isSettled = searched === text && text !== "";
  const search = useQuery({ ...addressSearchQuery(link, searched, language), enabled: isSettled });
  if (!text) return { status: "empty" };
  if (!isSettled || search.isPending) return { status: "loading" };
  if (search.isError) return { status: "error" };
  return { status: "ready", results: search.data };
}
