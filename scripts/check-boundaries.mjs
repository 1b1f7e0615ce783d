#!/usr/bin/env node
/**
 * Import boundaries (CONVENTIONS: imports flow one way):
 * - web: shared → features → app; a feature never imports another feature; shared imports no feature or app;
 * - packages/contract imports only zod; packages/pricing only @sufra/contract; neither imports an app;
 * - api modules: repository ← service ← routes (a repository imports no service or routes; a service no routes);
 * - api database access (issue 5): only `repository.ts` / `*-repository.ts` files, and apps/api/src/{db,seed,cli},
 *   import drizzle-orm or the db schema ("repositories are the only code that knows about the database");
 * - api modules reach another module through its service, never its repository.
 * - api layers (issue 16): db, config ← platform ← http ← modules ← seed ← admin, cli, app; modules reach
 *   each other only through a service file (`service.ts`, `*-service.ts`), with no import cycle.
 * Exits 1 listing every violation. BOUNDARIES_ROOT checks another tree (tests).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// BOUNDARIES_ROOT: another tree of the same shape (the boundary script's own test, test/boundaries.test.ts).
const root =
  process.env.BOUNDARIES_ROOT ?? path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const violations = [];

function walk(dir) {
  const out = [];
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...walk(full));
    else if (/\.(ts|tsx|mjs)$/.test(name)) out.push(full);
  }
  return out;
}

function imports(file) {
  const text = readFileSync(file, 'utf8');
  const specs = [];
  for (const m of text.matchAll(
    /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
  )) {
    specs.push(m[1] ?? m[2]);
  }
  return specs;
}

const rel = (f) => path.relative(root, f);

// Web app
const webSrc = path.join(root, 'apps/web/src');
for (const file of walk(webSrc)) {
  const fromRel = path.relative(webSrc, file);
  const [top, area] = fromRel.split(path.sep);
  for (const spec of imports(file)) {
    if (!spec.startsWith('.')) continue;
    const target = path.relative(webSrc, path.resolve(path.dirname(file), spec));
    const [tTop, tArea] = target.split(path.sep);
    if (top === 'shared' && (tTop === 'features' || tTop === 'app'))
      violations.push(`${rel(file)} (shared) imports ${spec}`);
    if (top === 'features' && tTop === 'app')
      violations.push(`${rel(file)} (feature) imports the app layer: ${spec}`);
    if (top === 'features' && tTop === 'features' && tArea !== area)
      violations.push(`${rel(file)} (feature ${area}) imports feature ${tArea}: ${spec}`);
  }
}

// Packages
for (const [pkg, allowed] of [
  ['packages/contract/src', ['zod']],
  ['packages/pricing/src', ['@sufra/contract', 'vitest', 'fast-check']],
]) {
  for (const file of walk(path.join(root, pkg))) {
    for (const spec of imports(file)) {
      if (spec.startsWith('.') || spec.startsWith('node:')) continue;
      if (!allowed.some((a) => spec === a || spec.startsWith(`${a}/`)))
        violations.push(`${rel(file)} imports ${spec} (allowed: ${allowed.join(', ')})`);
    }
  }
}

// API modules: repository ← service ← routes
const modules = path.join(root, 'apps/api/src/modules');
for (const file of walk(modules)) {
  const base = path.basename(file);
  for (const spec of imports(file)) {
    if (!spec.startsWith('.')) continue;
    const targetBase = path.basename(spec).replace(/\.tsx?$/, '');
    if (/repository/.test(base) && /^(service|routes)$/.test(targetBase))
      violations.push(`${rel(file)} (repository) imports ${spec}`);
    if (/^service/.test(base) && targetBase === 'routes')
      violations.push(`${rel(file)} (service) imports ${spec}`);
  }
}

// API database access: only repositories (and the db, seed and cli folders) know drizzle and the schema.
const apiSrc = path.join(root, 'apps/api/src');
const isRepository = (file) => /(^|-)repository\.ts$/.test(path.basename(file));
for (const file of walk(apiSrc)) {
  const [top] = path.relative(apiSrc, file).split(path.sep);
  if (['db', 'seed', 'cli'].includes(top) || isRepository(file)) continue;
  for (const spec of imports(file)) {
    const toSchema =
      spec.startsWith('.') && path.resolve(path.dirname(file), spec) === path.join(apiSrc, 'db/schema.ts');
    if (spec === 'drizzle-orm' || spec.startsWith('drizzle-orm/') || toSchema)
      violations.push(`${rel(file)} imports ${spec} (only repositories touch the database)`);
  }
}

// API modules: another module is reached through its service, not its repository.
for (const file of walk(modules)) {
  const [area] = path.relative(modules, file).split(path.sep);
  for (const spec of imports(file)) {
    if (!spec.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), spec);
    const [tArea] = path.relative(modules, target).split(path.sep);
    if (!target.startsWith(modules + path.sep) || tArea === area) continue;
    if (isRepository(target))
      violations.push(`${rel(file)} (module ${area}) imports module ${tArea}'s repository: ${spec}`);
  }
}

// API layers (issue 16): db and config ← platform ← http ← modules ← seed ← admin, cli and the app. A
// lower layer never imports a higher one; modules never import seed or cli.
const LAYER = {
  'config.ts': 0,
  db: 0,
  platform: 1,
  http: 2,
  modules: 3,
  seed: 4,
  admin: 5,
  cli: 5,
  'app.ts': 5,
  'main.ts': 6,
};
for (const file of walk(apiSrc)) {
  const [top] = path.relative(apiSrc, file).split(path.sep);
  for (const spec of imports(file)) {
    if (!spec.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), spec);
    if (!target.startsWith(apiSrc + path.sep)) continue;
    const [tTop] = path.relative(apiSrc, target).split(path.sep);
    if (tTop === top || LAYER[top] === undefined || LAYER[tTop] === undefined) continue;
    if (LAYER[tTop] > LAYER[top] || (top === 'modules' && LAYER[tTop] > LAYER.modules))
      violations.push(`${rel(file)} (${top}) imports the higher layer ${tTop}: ${spec}`);
  }
}

// API modules: one module reaches another only through its service (`service.ts` or
// `*-service.ts`), and the module graph has no cycle (no two-way pair either).
const moduleEdges = new Map();
for (const file of walk(modules)) {
  const [area] = path.relative(modules, file).split(path.sep);
  for (const spec of imports(file)) {
    if (!spec.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), spec);
    if (!target.startsWith(modules + path.sep)) continue;
    const [tArea] = path.relative(modules, target).split(path.sep);
    if (tArea === area) continue;
    if (!/(^|-)service\.ts$/.test(path.basename(target)))
      violations.push(`${rel(file)} (module ${area}) skips module ${tArea}'s service: ${spec}`);
    if (!moduleEdges.has(area)) moduleEdges.set(area, new Set());
    moduleEdges.get(area).add(tArea);
  }
}
{
  const state = new Map();
  const stack = [];
  const visit = (node) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of moduleEdges.get(node) ?? []) {
      if (state.get(next) === 'open') {
        violations.push(`module import cycle: ${[...stack.slice(stack.indexOf(next)), next].join(' → ')}`);
      } else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of [...moduleEdges.keys()].sort()) if (!state.has(node)) visit(node);
}

if (violations.length) {
  console.error(`Import boundary violations (${violations.length}):\n  ${violations.join('\n  ')}`);
  process.exit(1);
}
console.log('import boundaries: ok');
