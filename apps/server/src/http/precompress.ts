import { readdirSync, readFileSync, statSync, writeFileSync, existsSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// Hashed assets never change, so compress them once at the best level and let the static handler serve
// the .br/.gz files; on-the-fly brotli at quality 11 would cost every request.
const compressible = /\.(js|css|html|svg|json|txt|map|webmanifest)$/;

export function precompressDir(dir: string): number {
  if (!existsSync(dir)) return 0;
  let count = 0;
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    const stat = statSync(file);
    if (stat.isDirectory()) {
      count += precompressDir(file);
      continue;
    }
    if (!compressible.test(name) || stat.size < 512) continue;
    if (!existsSync(`${file}.br`) || statSync(`${file}.br`).mtimeMs < stat.mtimeMs) {
      const source = readFileSync(file);
      writeFileSync(
        `${file}.br`,
        brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      count++;
    }
  }
  return count;
}
