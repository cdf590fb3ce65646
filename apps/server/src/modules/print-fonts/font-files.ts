import path from "node:path";
import { fileURLToPath } from "node:url";

// DejaVu Sans covers Latin, Cyrillic, Arabic and more, so guests' and venues' names print as typed.
export const bodyFontFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../assets/fonts/DejaVuSans.ttf",
);
