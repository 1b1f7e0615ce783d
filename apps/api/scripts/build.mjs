// Compiles the API to JavaScript in apps/api/dist (issue 5: production runs `node dist/main.js`,
// not tsx). One tsc run over the API and the workspace packages it imports (@sufra/contract,
// @sufra/pricing, TypeScript source), then the output is laid out so that Node resolves them:
//   dist/**                              the API (same depth as src/, so paths to ../../drizzle,
//                                        ../../seed and the repository root stay valid)
//   dist/node_modules/@sufra/<name>/**   each package, with a package.json pointing at index.js
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiDir, '../..');
const dist = path.join(apiDir, 'dist');
const staging = path.join(dist, '.tsc');

rmSync(dist, { recursive: true, force: true });
const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
execFileSync(process.execPath, [tsc, '-p', path.join(apiDir, 'tsconfig.build.json')], { stdio: 'inherit' });

cpSync(path.join(staging, 'apps/api/src'), dist, { recursive: true });
for (const name of ['contract', 'pricing']) {
  const compiled = path.join(staging, 'packages', name, 'src');
  if (!existsSync(compiled)) continue;
  const target = path.join(dist, 'node_modules/@sufra', name);
  mkdirSync(target, { recursive: true });
  cpSync(compiled, target, { recursive: true });
  const source = JSON.parse(readFileSync(path.join(repoRoot, 'packages', name, 'package.json'), 'utf8'));
  writeFileSync(
    path.join(target, 'package.json'),
    `${JSON.stringify(
      {
        name: source.name,
        version: source.version,
        private: true,
        type: 'module',
        exports: { '.': './index.js' },
        dependencies: source.dependencies,
      },
      null,
      2,
    )}\n`,
  );
}
rmSync(staging, { recursive: true, force: true });
console.log(`Compiled the API to ${path.relative(repoRoot, dist)} (run: node apps/api/dist/main.js)`);
