#!/usr/bin/env node
/**
 * Writes .gz and .br next to every compressible file of dist/ after `vite build`, so the API
 * serves assets precompressed (@fastify/static preCompressed) with no compression work per request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
let count = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full);
    else if (/\.(js|css|html|json|svg|txt)$/.test(name) && statSync(full).size > 1024) {
      const bytes = readFileSync(full);
      writeFileSync(`${full}.gz`, gzipSync(bytes, { level: 9 }));
      writeFileSync(
        `${full}.br`,
        brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      count++;
    }
  }
}
walk(dist);
console.log(`precompressed ${count} files (gzip + brotli)`);
