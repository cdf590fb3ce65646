import type { FastifyInstance } from "fastify";
import type { BoardHint } from "@tablewise/domain/contract/staff";
import type { Db } from "../../db/client";
import { registerMediaRoutes } from "./media.routes";
import { createDbMediaStore, type MediaStore } from "./media-store";

type Deps = {
  db: Db;
  imageMaxBytes: number;
  notifyStaff: (venueId: string, hint: BoardHint) => void;
  clock: () => Date;
  store?: MediaStore;
};

// Photo uploads and the public /media/{hash}/{width}.webp, stored in the database.
export function registerMedia(app: FastifyInstance, deps: Deps): MediaStore {
  const store = deps.store ?? createDbMediaStore(deps.db);
  registerMediaRoutes(app, { ...deps, store });
  return store;
}
