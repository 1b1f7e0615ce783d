#!/usr/bin/env node
// Spec coverage (issue 19, "Done when": "routes 59/59, calls all answered, ambiguities 54/54").
// `node scripts/spec-coverage.mjs` reads the spec's checklist (docs/spec/catalogue.json, a copy)
// and prints, with what is missing:
// - routes: the catalogue's routes (RTnn) that have an entry in the route table the browser walk
//   opens (e2e/support/catalogue.ts SPEC_ROUTES, walked by e2e/routes.spec.ts);
// - calls: the catalogue's endpoints (EPnn) mapped in docs/spec/endpoint-paths.json to a call the
//   contract defines (packages/contract/src), which apps/api/test/spec-calls.test.ts then calls;
// - ambiguities: the catalogue's issues (ISnn) decided in docs/decisions, and cited by a test.
// Exits 1 when any count is short. Reads only this repository.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (p) => readFileSync(path.join(root, p), 'utf8');
const catalogue = JSON.parse(read('docs/spec/catalogue.json'));

/** Files under `dir` (relative to the root) whose name matches `pattern`, skipping node_modules and build output. */
function files(dir, pattern, out = []) {
  for (const name of readdirSync(path.join(root, dir))) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const rel = path.join(dir, name);
    if (statSync(path.join(root, rel)).isDirectory()) files(rel, pattern, out);
    else if (pattern.test(name)) out.push(rel);
  }
  return out;
}

let short = false;
const report = (label, have, all, missing) => {
  if (have < all) short = true;
  console.log(`${label} ${have}/${all}${missing.length ? ` — missing: ${missing.join(', ')}` : ''}`);
};

// Routes: an entry per RTnn in the walked table.
const table = read('e2e/support/catalogue.ts');
const routeIds = catalogue.routes.map((r) => r.id);
const walked = routeIds.filter((id) => table.includes(`id: '${id}'`));
report(
  'routes',
  walked.length,
  routeIds.length,
  routeIds.filter((id) => !walked.includes(id)),
);

// Calls: an endpoint maps to a path the contract serves.
const mapping = JSON.parse(read('docs/spec/endpoint-paths.json'));
const contractPaths = new Set();
for (const file of files('packages/contract/src', /\.ts$/)) {
  for (const m of read(file).matchAll(/path:\s*'([^']+)'/g))
    contractPaths.add(m[1].replace(/:([A-Za-z]+)/g, '{$1}'));
}
const endpointIds = catalogue.endpoints.map((e) => e.id);
const shape = (p) => p.replace(/\{[A-Za-z]+\}/g, '{}').replace(/\/$/, '');
const contractShapes = new Set([...contractPaths].map(shape));
const served = endpointIds.filter(
  (id) => mapping[id] && (mapping[id].page || contractShapes.has(shape(mapping[id].path))),
);
report(
  'calls',
  served.length,
  endpointIds.length,
  endpointIds.filter((id) => !served.includes(id)),
);

// Ambiguities: decided in docs/decisions, and cited by a test.
const decisions = files('docs/decisions', /\.md$/).map(read).join('\n');
const tests = [
  ...files('apps', /\.test\.tsx?$/),
  ...files('packages', /\.test\.ts$/),
  ...files('e2e', /\.spec\.ts$/),
]
  .map(read)
  .join('\n');
const issueIds = catalogue.issues.map((i) => i.id);
const cites = (text, id) => new RegExp(`\\b${id}\\b`).test(text);
const decided = issueIds.filter((id) => cites(decisions, id));
report(
  'ambiguities decided',
  decided.length,
  issueIds.length,
  issueIds.filter((id) => !decided.includes(id)),
);
const tested = issueIds.filter((id) => cites(tests, id));
report(
  'ambiguities cited by a test',
  tested.length,
  issueIds.length,
  issueIds.filter((id) => !tested.includes(id)),
);

process.exit(short ? 1 : 0);
