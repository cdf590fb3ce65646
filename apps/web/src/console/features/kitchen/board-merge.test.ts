import { describe, expect, it } from "vitest";
import {
  bumpedLocally,
  countAllDay,
  hiddenTickets,
  keepTicketsById,
  mergeTicket,
  mustReread,
} from "./board-merge";
import { minutesAfter, stationBoard, ticket } from "./kitchen-fixtures";

describe("a station board merging a ticket", () => {
  it("places a new ticket by arrival, oldest first, and counts it all day", () => {
    const board = stationBoard([ticket(1), ticket(3)]);
    const next = mergeTicket(board, ticket(2));
    expect(next.tickets.map((t) => t.serial)).toEqual([1, 2, 3]);
    expect(next.all_day).toEqual([
      { name: "Борщ", quantity: 6 },
      { name: "Varenyky", quantity: 3 },
    ]);
  });

  it("takes the same push twice as once", () => {
    const board = stationBoard([ticket(1)]);
    const once = mergeTicket(board, ticket(2));
    const twice = mergeTicket(once, ticket(2));
    expect(twice.tickets.map((t) => t._id)).toEqual(["tk-1", "tk-2"]);
  });

  it("leaves the board as it is for another station's ticket", () => {
    const board = stationBoard([ticket(1)]);
    expect(mergeTicket(board, ticket(2, { station_id: "st-bar" }))).toBe(board);
  });

  it("moves a bumped ticket to the recall list and out of the all-day count", () => {
    const board = stationBoard([ticket(1), ticket(2)]);
    const next = mergeTicket(board, { ...ticket(1), bumped_at: minutesAfter(5) });
    expect(next.tickets.map((t) => t.serial)).toEqual([2]);
    expect(next.recent_bumped.map((t) => t.serial)).toEqual([1]);
    expect(next.all_day).toEqual([
      { name: "Борщ", quantity: 2 },
      { name: "Varenyky", quantity: 1 },
    ]);
    // Recalled: back among the open tickets, in its place.
    const recalled = mergeTicket(next, ticket(1));
    expect(recalled.tickets.map((t) => t.serial)).toEqual([1, 2]);
    expect(recalled.recent_bumped).toEqual([]);
  });

  it("keeps the other tickets' objects, so their memoised cards do not re-render", () => {
    const board = stationBoard([ticket(1), ticket(2), ticket(3)]);
    const next = mergeTicket(board, bumpedLocally(ticket(2), minutesAfter(9), "ln-2-a"));
    expect(next.tickets[0]).toBe(board.tickets[0]);
    expect(next.tickets[2]).toBe(board.tickets[2]);
    expect(next.tickets[1]!.lines[0]!.bumped_at).toBe(minutesAfter(9));
  });

  it("does not count a cancel ticket's lines or a bumped line as still to make", () => {
    const cancel = ticket(4, { kind: "cancel" });
    const half = bumpedLocally(ticket(5), minutesAfter(9), "ln-5-a");
    expect(countAllDay([cancel, half])).toEqual([{ name: "Varenyky", quantity: 1 }]);
  });
});

describe("a station board read again", () => {
  it("keeps each unchanged ticket's object by id, even when every position shifted, and takes changed ones", () => {
    const shown = stationBoard([ticket(1), ticket(2), ticket(3)]);
    const read = structuredClone(stationBoard([ticket(2), { ...ticket(3), reason: "changed" }, ticket(4)]));
    const kept = keepTicketsById(shown, read);
    expect(kept.tickets[0]).toBe(shown.tickets[1]);
    expect(kept.tickets[1]).toBe(read.tickets[1]);
    expect(kept.tickets[2]).toBe(read.tickets[2]);
    expect(keepTicketsById(undefined, read)).toBe(read);
  });
});

describe("a capped station board (more open tickets than it lists)", () => {
  // Lists tickets 1 and 2 of four open: 3 and 4 wait beyond the list.
  const capped = () => stationBoard([ticket(1), ticket(2)], { open_total: 4 });

  it("leaves a ticket it does not list to a re-read: it cannot tell a new one from one already counted", () => {
    const board = capped();
    expect(mustReread(board, ticket(5))).toBe(true);
    expect(mergeTicket(board, ticket(5))).toBe(board);
    expect(mustReread(board, { ...ticket(3), bumped_at: minutesAfter(5) })).toBe(true);
    expect(mustReread(board, ticket(2))).toBe(false);
    expect(mustReread(board, ticket(5, { station_id: "st-bar" }))).toBe(false);
  });

  it("takes a done listed ticket off the count", () => {
    const done = mergeTicket(capped(), { ...ticket(1), bumped_at: minutesAfter(5) });
    expect(done.tickets.map((t) => t.serial)).toEqual([2]);
    expect(done.open_total).toBe(3);
    expect(hiddenTickets(done)).toBe(2);
  });

  it("a board that lists every open ticket hides none and lists a new one", () => {
    const board = stationBoard([ticket(1)]);
    expect(hiddenTickets(board)).toBe(0);
    const next = mergeTicket(board, ticket(2));
    expect(next.tickets.map((t) => t.serial)).toEqual([1, 2]);
    expect(hiddenTickets(next)).toBe(0);
  });
});
