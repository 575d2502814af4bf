import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|html|json|txt|xml)$/;

/** Writes .br and .gz beside each text asset at build time; the server sends them as they are. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'zina-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const file = join(dir, name);
          if (statSync(file).isDirectory()) walk(file);
          else if (COMPRESSIBLE.test(name) && statSync(file).size > 1024) {
            const body = readFileSync(file);
            writeFileSync(
              `${file}.br`,
              brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
            writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
          }
        }
      };
      walk(outDir);
    },
  };
}
