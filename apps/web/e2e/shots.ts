import path from "node:path";
import { fileURLToPath } from "node:url";

// Where the walks' screenshots go, for a person to look at (no test compares them): SHOTS_DIR, or the
// repository's git-ignored .tmp/shots, whatever folder the run was started from. A spec keeps its own
// shots in a folder of its name when their names alone could clash with another spec's.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
export const shotsRoot = path.resolve(process.env.SHOTS_DIR ?? path.join(repoRoot, ".tmp", "shots"));
