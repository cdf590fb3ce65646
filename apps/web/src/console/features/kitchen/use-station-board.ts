import { useCallback, useEffect, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { StationBoard, Ticket, TicketLine } from "@tablewise/domain/contract/kitchen";
import { bumpedLocally, hiddenTickets, keepTicketsById, mergeTicket, mustReread } from "./board-merge";
import {
  bumpTicket,
  getStationBoard,
  kitchenSafetyPollMs,
  recallTicket,
  stationBoardKey,
} from "./kitchen-api";

// A station's board: read once, then kept by the socket's `kitchen:ticket` pushes (kitchen-push.ts) and
// by each bump's answer; a reconnect refetches (board/staff-socket.ts), and so does a quiet safety poll.
// Bumps show at once and are undone by a refetch when the server refuses.
export function useStationBoard(venueId: string, stationId: string) {
  const client = useQueryClient();
  const key = stationBoardKey(venueId, stationId);
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => getStationBoard(venueId, stationId, signal),
    refetchInterval: kitchenSafetyPollMs,
    // The query cache's own structural sharing matches arrays by position: when the oldest ticket goes,
    // every ticket shifts one place and comes back as a new object, so all 60 memoised cards re-render
    // on a bump. Tickets are matched by id instead, so a refetch (the safety poll, a reconnect) keeps
    // every unchanged ticket's object, as mergeTicket does for a push.
    structuralSharing: (old, next) => keepTicketsById(old as StationBoard | undefined, next as StationBoard),
  });
  // The server's clock minus this device's, taken when a board is read.
  const [offsetMs, setOffsetMs] = useState(0);
  const serverNow = query.data?.now;
  useEffect(() => {
    if (serverNow) setOffsetMs(Date.parse(serverNow) - Date.now());
  }, [serverNow]);

  const refetch = useCallback(
    () => void client.invalidateQueries({ queryKey: stationBoardKey(venueId, stationId) }),
    [client, venueId, stationId],
  );
  const merge = useCallback(
    (ticket: Ticket) => {
      const old = client.getQueryData<StationBoard>(stationBoardKey(venueId, stationId));
      if (old && mustReread(old, ticket)) refetch();
      else if (old) client.setQueryData(stationBoardKey(venueId, stationId), mergeTicket(old, ticket));
    },
    [client, venueId, stationId, refetch],
  );

  const bump = useMutation({
    mutationFn: ({ ticket, lineId }: { ticket: Ticket; lineId?: string }) =>
      bumpTicket(venueId, ticket._id, lineId),
    onMutate: ({ ticket, lineId }) => merge(bumpedLocally(ticket, new Date().toISOString(), lineId)),
    onSuccess: (ticket) => {
      merge(ticket);
      // A done ticket on a capped board makes room: the next oldest comes in now, not at the next poll.
      const board = client.getQueryData<StationBoard>(key);
      if (ticket.bumped_at && board && hiddenTickets(board) > 0) refetch();
    },
    onError: refetch,
  });
  const recall = useMutation({
    mutationFn: (ticket: Ticket) => recallTicket(venueId, ticket._id),
    onMutate: (ticket) => merge({ ...ticket, bumped_at: null }),
    onSuccess: merge,
    onError: refetch,
  });

  const { mutate: bumpMutate } = bump;
  const onBump = useCallback((ticket: Ticket) => bumpMutate({ ticket }), [bumpMutate]);
  const onBumpLine = useCallback(
    (ticket: Ticket, line: TicketLine) => {
      // A bumped line stays done (the contract's bump is idempotent, it has no un-bump): Recall undoes
      // a whole ticket.
      if (!line.bumped_at) bumpMutate({ ticket, lineId: line.line_id });
    },
    [bumpMutate],
  );
  return { query, offsetMs, bump, recall, onBump, onBumpLine };
}
