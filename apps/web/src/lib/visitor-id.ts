import { readString, writeString } from "./storage";

// SPEC §3/§6: guests are anonymous, identified by a visitor id generated once and kept in local storage.
const key = "visitor_id";
const idPattern = /^[A-Za-z0-9_-]{22,64}$/;

function randomBytes(): Uint8Array {
  // randomUUID needs a secure context; getRandomValues works everywhere.
  if (typeof crypto.randomUUID === "function") {
    const hex = crypto.randomUUID().replaceAll("-", "");
    return Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));
  }
  return crypto.getRandomValues(new Uint8Array(16));
}

// 128 random bits as url-safe base64 (22 characters), the shape of the contract's secret ids.
export function newVisitorId(): string {
  const binary = String.fromCharCode(...randomBytes());
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

export function getVisitorId(): string {
  const stored = readString(key);
  if (stored && idPattern.test(stored)) return stored;
  const id = newVisitorId();
  writeString(key, id);
  return id;
}
