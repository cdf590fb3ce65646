import { describe, expect, it } from "vitest";
import type { Modes } from "../contract/venue";
import {
  activeSystemCount,
  autoOpensOnlyMenu,
  chooseDefaultMode,
  hasOnlineModes,
  showsModeSwitcher,
  showsNavbar,
  switchableModes,
} from "./venue-mode";

const modes = (m: Partial<Modes>): Modes => ({
  delivery: false,
  preorder: false,
  preview: false,
  inside: false,
  ...m,
});

describe("SPEC §2 automatic mode choice", () => {
  it("prefers delivery first", () => {
    expect(chooseDefaultMode(modes({ delivery: true, preorder: true, preview: true, inside: true }))).toBe(
      "delivery",
    );
  });
  it("then takeaway when preorder is on", () => {
    expect(chooseDefaultMode(modes({ preorder: true, preview: true }))).toBe("takeaway");
  });
  it("then preview when preview or inside is on", () => {
    expect(chooseDefaultMode(modes({ preview: true }))).toBe("preview");
    expect(chooseDefaultMode(modes({ inside: true }))).toBe("preview");
  });
  it("is null when no online mode is on", () => {
    expect(chooseDefaultMode(modes({}))).toBeNull();
    expect(hasOnlineModes(modes({}))).toBe(false);
  });
});

describe("SPEC §2 bottom navbar visibility", () => {
  it("shows in inside mode even with every online mode off", () => {
    expect(showsNavbar(modes({}), true)).toBe(true);
  });
  it("shows when any online mode is enabled", () => {
    for (const key of ["delivery", "preorder", "preview", "inside"] as const)
      expect(showsNavbar(modes({ [key]: true }), false)).toBe(true);
  });
  it("hides otherwise", () => {
    expect(showsNavbar(modes({}), false)).toBe(false);
  });
});

describe("SPEC §2 header mode switcher", () => {
  it("lists delivery, takeaway and preview in that order", () => {
    expect(switchableModes(modes({ delivery: true, preorder: true, inside: true }))).toEqual([
      "delivery",
      "takeaway",
    ]);
  });
  it("shows only with more than one mode and not inside", () => {
    expect(showsModeSwitcher(modes({ delivery: true, preorder: true }), false)).toBe(true);
    expect(showsModeSwitcher(modes({ delivery: true, preorder: true }), true)).toBe(false);
    expect(showsModeSwitcher(modes({ delivery: true, inside: true }), false)).toBe(false);
  });
});

describe("SPEC §2 lobby auto-open", () => {
  it("opens the only menu only when the venue has one active system, or the guest is at a table", () => {
    expect(activeSystemCount(modes({ preview: true, inside: true }))).toBe(1);
    expect(activeSystemCount(modes({ delivery: true, preorder: true }))).toBe(2);
    expect(autoOpensOnlyMenu(1, modes({ preview: true }), false)).toBe(true);
    expect(autoOpensOnlyMenu(1, modes({ delivery: true, preorder: true }), false)).toBe(false);
    expect(autoOpensOnlyMenu(1, modes({ delivery: true, inside: true }), true)).toBe(true);
    expect(autoOpensOnlyMenu(2, modes({ preview: true }), false)).toBe(false);
    expect(autoOpensOnlyMenu(0, modes({ preview: true }), false)).toBe(false);
  });
});
