import { useEffect, useState } from "react";
import type { AddressSearchResult } from "@tablewise/domain/contract/address";
import { searchAddresses } from "../preorder-api";

// SPEC §9: address search waits 300 ms after the last keystroke.
export const addressDebounceMs = 300;

export type AddressSearch =
  | { status: "empty" }
  | { status: "loading" }
  | { status: "ready"; results: AddressSearchResult[] }
  | { status: "error" };

// SPEC §8: an empty query shows a hint and calls nothing; no results is its own state.
export function useAddressSearch(link: string, query: string, language: string): AddressSearch {
  const [state, setState] = useState<AddressSearch>({ status: "empty" });
  const text = query.trim();
  useEffect(() => {
    if (!text) return setState({ status: "empty" });
    setState({ status: "loading" });
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      searchAddresses(link, text, language, controller.signal).then(
        (results) => setState({ status: "ready", results }),
        () => {
          if (!controller.signal.aborted) setState({ status: "error" });
        },
      );
    }, addressDebounceMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [link, text, language]);
  return state;
}
