import type { InsideSession } from "@tablewise/domain/contract/inside";

// SPEC §2 reservation header "(inside: section and table name)": the eat-in shell notes the
// table this tab sits at, per venue, so a reservation entered from that table names it. Per tab
// (sessionStorage): another tab, or a guest who never scanned a table, reserves without one.
export type TableLabel = Pick<InsideSession, "section_name" | "table_name">;
const key = (link: string) => `inside_table:${link}`;

export function writeTableLabel(link: string, inside: TableLabel): void {
  try {
    const label: TableLabel = { section_name: inside.section_name, table_name: inside.table_name };
    window.sessionStorage.setItem(key(link), JSON.stringify(label));
  } catch {
    // Storage unavailable: the reservation header shows the mode title instead.
  }
}

export function readTableLabel(link: string): TableLabel | null {
  try {
    const raw: unknown = JSON.parse(window.sessionStorage.getItem(key(link)) ?? "null");
    if (!raw || typeof raw !== "object") return null;
    const { section_name, table_name } = raw as Record<string, unknown>;
    if (typeof section_name !== "string" || typeof table_name !== "string") return null;
    return { section_name: section_name.slice(0, 100), table_name: table_name.slice(0, 100) };
  } catch {
    return null;
  }
}
