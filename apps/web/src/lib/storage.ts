// Local storage that never throws: private modes and full quotas must not break the page (SPEC §3 keys).
export function readString(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable or full: the app works without persistence.
  }
}

export function removeKey(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // see writeString
  }
}

export function readJson(key: string): unknown {
  const raw = readString(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeString(key, JSON.stringify(value));
}

// A guest's personal details (the reservation form, the delivery draft, the stored client)
// are kept with the time they were last used and forgotten after 30 days without use, so the next
// person on a shared or borrowed phone does not find them. Values from before this rule carry no time
// and are treated as expired. The keys start with these prefixes (one key per venue).
export const personalDataMaxAgeMs = 30 * 24 * 60 * 60_000;
export const personalKeyPrefixes = ["reserve_form:", "preorder_draft:", "client_id:"] as const;

type Stamped = { value: unknown; used_at: number };
const isStamped = (raw: unknown): raw is Stamped =>
  typeof raw === "object" && raw !== null && "used_at" in raw && typeof raw.used_at === "number";

// The value, or null when absent or unused for personalDataMaxAgeMs (then it is removed too).
export function readPersonal(key: string, now = Date.now()): unknown {
  const raw = readJson(key);
  if (raw === null) return null;
  if (!isStamped(raw) || now - raw.used_at > personalDataMaxAgeMs || raw.used_at > now + 60_000) {
    removeKey(key);
    return null;
  }
  return raw.value;
}

// Writing is a use: the 30 days start again.
export function writePersonal(key: string, value: unknown, now = Date.now()): void {
  writeJson(key, { value, used_at: now } satisfies Stamped);
}

// Marks a value as used (read for a form) without changing it.
export function touchPersonal(key: string, now = Date.now()): void {
  const value = readPersonal(key, now);
  if (value !== null) writePersonal(key, value, now);
}

// "Forget my details on this device": every venue's personal keys; the visitor id and carts stay.
export function forgetPersonalData(): number {
  const keys: string[] = [];
  try {
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key && personalKeyPrefixes.some((p) => key.startsWith(p))) keys.push(key);
    }
  } catch {
    return 0;
  }
  for (const key of keys) removeKey(key);
  return keys.length;
}

// Expired personal keys of every venue, dropped at start (not only when their venue is opened again).
export function dropExpiredPersonalData(now = Date.now()): void {
  try {
    for (let i = window.localStorage.length - 1; i >= 0; i--) {
      const key = window.localStorage.key(i);
      if (key && personalKeyPrefixes.some((p) => key.startsWith(p))) readPersonal(key, now);
    }
  } catch {
    // Storage unavailable: nothing is kept either.
  }
}
