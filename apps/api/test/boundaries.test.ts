import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * The import boundary script (scripts/check-boundaries.mjs, run by `npm run lint`) fails on what
 * issue 16 forbids — an import cycle between modules, a module reaching another past its service,
 * a lower layer importing a higher one — and passes a tree without them.
 */
const script = fileURLToPath(new URL('../../../scripts/check-boundaries.mjs', import.meta.url));
let root: string | undefined;

function tree(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'sufra-boundaries-'));
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(root, 'apps/api/src', file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
  return root;
}

function check(dir: string) {
  const r = spawnSync(process.execPath, [script], {
    env: { ...process.env, BOUNDARIES_ROOT: dir },
    encoding: 'utf8',
  });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('import boundaries (issue 16)', () => {
  it('passes modules that reach each other one way through services', () => {
    const r = check(
      tree({
        'modules/orders/service.ts':
          "import { price } from '../basket/service.ts';\nexport const o = price;\n",
        'modules/basket/service.ts':
          "import { one } from '../../platform/tx.ts';\nexport const price = one;\n",
        'platform/tx.ts': 'export const one = 1;\n',
      }),
    );
    expect(r.output).toContain('import boundaries: ok');
    expect(r.status).toBe(0);
  });

  it('fails on a cycle between two modules, even through their services', () => {
    const r = check(
      tree({
        'modules/orders/service.ts': "import { p } from '../promotions/service.ts';\nexport const o = p;\n",
        'modules/promotions/service.ts': "import { o } from '../orders/service.ts';\nexport const p = o;\n",
      }),
    );
    expect(r.status).toBe(1);
    expect(r.output).toMatch(
      /module import cycle: (orders → promotions → orders|promotions → orders → promotions)/,
    );
  });

  it('fails on a module importing another module past its service', () => {
    const r = check(
      tree({
        'modules/orders/service.ts': "import { m } from '../stores/store-mapper.ts';\nexport const o = m;\n",
        'modules/stores/store-mapper.ts': 'export const m = 1;\n',
      }),
    );
    expect(r.status).toBe(1);
    expect(r.output).toContain("(module orders) skips module stores's service: ../stores/store-mapper.ts");
  });

  it('fails on a lower layer importing a higher one (http → modules, modules → seed)', () => {
    const r = check(
      tree({
        'http/auth.ts': "import { s } from '../modules/auth/service.ts';\nexport const a = s;\n",
        'modules/auth/service.ts': "import { d } from '../../seed/data.ts';\nexport const s = d;\n",
        'seed/data.ts': 'export const d = 1;\n',
      }),
    );
    expect(r.status).toBe(1);
    expect(r.output).toContain('(http) imports the higher layer modules');
    expect(r.output).toContain('(modules) imports the higher layer seed');
  });
});
