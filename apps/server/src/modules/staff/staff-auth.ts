// In DEMO_MODE without STAFF_TOKEN this documented dev token works (README: staff API).
export const demoStaffToken = "demo-staff-token";

// The service credential (a POS integration, README): STAFF_TOKEN, or the demo token in demo mode.
export function staffTokenFor(env: { STAFF_TOKEN?: string; DEMO_MODE: boolean }): string | null {
  return env.STAFF_TOKEN ?? (env.DEMO_MODE ? demoStaffToken : null);
}
