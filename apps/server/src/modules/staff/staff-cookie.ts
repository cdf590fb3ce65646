// The console session's cookie. HttpOnly (no script reads it), SameSite=Strict (no
// other site's page sends it), Path=/ (the console and its API), Secure behind https. Only the console's
// session calls set it: the guest app never gets a cookie.
export const staffCookieName = "tw_staff";

// The token of our cookie in a Cookie header, or null. A token is 43 url-safe characters (32 bytes).
export function staffTokenFromCookie(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header.join("; ") : (header ?? "");
  for (const part of value.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0 || part.slice(0, eq).trim() !== staffCookieName) continue;
    const token = part.slice(eq + 1).trim();
    return /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
  }
  return null;
}

const attributes = (secure: boolean) => `Path=/; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`;

export const staffCookie = (token: string, maxAgeS: number, secure: boolean) =>
  `${staffCookieName}=${token}; Max-Age=${maxAgeS}; ${attributes(secure)}`;

export const clearedStaffCookie = (secure: boolean) =>
  `${staffCookieName}=; Max-Age=0; ${attributes(secure)}`;
