import type { StationBoard, Ticket } from "@tablewise/domain/contract/kitchen";

// How many bumped tickets the screen keeps for Recall (the server sends its own last few).
const recallDepth = 10;

const byArrival = (a: Ticket, b: Ticket) =>
  a.created_at === b.created_at ? a.serial - b.serial : a.created_at < b.created_at ? -1 : 1;

// Each item still to make across the open "new" tickets, most first (contract/kitchen.ts all_day).
export function countAllDay(tickets: Ticket[]): StationBoard["all_day"] {
  const counts = new Map<string, number>();
  for (const ticket of tickets) {
    if (ticket.kind !== "new" || ticket.bumped_at) continue;
    for (const line of ticket.lines)
      if (!line.bumped_at) counts.set(line.name, (counts.get(line.name) ?? 0) + line.quantity);
  }
  return [...counts]
    .map(([name, quantity]) => ({ name, quantity }))
    .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name));
}

// A ticket pushed (`kitchen:ticket`) or answered by a bump: the station's board as it is now. Pushes may
// arrive twice or out of order (two tabs, a reconnect), so the merge is by id and idempotent; another
// station's ticket leaves the board unchanged (the same object, so nothing re-renders).
export function mergeTicket(board: StationBoard, ticket: Ticket): StationBoard {
  if (ticket.station_id !== board.station._id || mustReread(board, ticket)) return board;
  const wasOpen = board.tickets.some((t) => t._id === ticket._id);
  const open = board.tickets.filter((t) => t._id !== ticket._id);
  const recent = board.recent_bumped.filter((t) => t._id !== ticket._id);
  if (ticket.bumped_at) {
    const bumped = [ticket, ...recent].slice(0, recallDepth);
    const total = wasOpen ? board.open_total - 1 : board.open_total;
    return { ...board, tickets: open, recent_bumped: bumped, all_day: countAllDay(open), open_total: total };
  }
  const tickets = [...open, ticket].sort(byArrival);
  const total = wasOpen ? board.open_total : board.open_total + 1;
  return { ...board, tickets, recent_bumped: recent, all_day: countAllDay(tickets), open_total: total };
}

// Open tickets of the station the board does not list (it lists the oldest, up to the cap).
export const hiddenTickets = (board: StationBoard) => Math.max(0, board.open_total - board.tickets.length);

// A capped board (contract/kitchen.ts stationBoardTicketCap) cannot tell whether a ticket it does not
// list is new, already counted among the unlisted, or a recalled older one that belongs in the list: the
// screen reads its board again instead of guessing, and mergeTicket leaves it as it is.
export const mustReread = (board: StationBoard, ticket: Ticket) =>
  ticket.station_id === board.station._id &&
  hiddenTickets(board) > 0 &&
  !board.tickets.some((t) => t._id === ticket._id);

// What a bump looks like before the server answers, so the tap shows at once; the answer (or a refetch
// after a failure) replaces it.
export function bumpedLocally(ticket: Ticket, at: string, lineId?: string): Ticket {
  if (!lineId) return { ...ticket, bumped_at: at };
  return {
    ...ticket,
    lines: ticket.lines.map((l) => (l.line_id === lineId && !l.bumped_at ? { ...l, bumped_at: at } : l)),
  };
}

// A board read again (the safety poll, a reconnect): each ticket the screen already shows and that did
// not change keeps its object, matched by id (the cache's own sharing matches by position, and a bump
// shifts every position), so only changed cards re-render.
export function keepTicketsById(old: StationBoard | undefined, next: StationBoard): StationBoard {
  if (!old) return next;
  const known = new Map([...old.tickets, ...old.recent_bumped].map((t) => [t._id, t]));
  const keep = (t: Ticket) => {
    const before = known.get(t._id);
    return before && JSON.stringify(before) === JSON.stringify(t) ? before : t;
  };
  return { ...next, tickets: next.tickets.map(keep), recent_bumped: next.recent_bumped.map(keep) };
}
