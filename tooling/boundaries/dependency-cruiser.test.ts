import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The boundary check on a small repository laid out as ours, in a temporary folder: every rule
// of dependency-cruiser.cjs has imports here that break it, each in a file of its own, and
// imports the rules must let through. The check runs as `npm run lint` runs it: the
// dependency-cruiser CLI with this config, from the repository root, over packages/ and apps/.

const CONFIG = fileURLToPath(new URL('./dependency-cruiser.cjs', import.meta.url));

const RULES = [
  'domains-stay-apart',
  'domain-is-pure',
  'dates-stands-alone',
  'paths-stands-alone',
  'ui-knows-no-domain',
  'packages-never-import-apps',
  'web-never-imports-servers',
  'domains-take-the-contract',
  'contract-stands-alone',
  'client-is-framework-free',
  'service-token-on-servers',
  'fixtures-in-tests-only',
] as const;
type Rule = (typeof RULES)[number];

const DOMAINS = ['episode-list', 'viewer', 'catalog', 'analytics', 'offline'] as const;
const API = ['contract', 'api-client', 'api-client-react', 'service-token', 'fixtures'] as const;
const PACKAGES = [...DOMAINS, 'domain', 'dates', 'paths', 'ui', ...API] as const;
const APPS = ['web', 'backend', 'idp', 'storybook'] as const;
/** What any app module may import: every package but the service token and the fixtures. */
const COMPOSED = PACKAGES.filter((name) => name !== 'service-token' && name !== 'fixtures');

/** A module of the fixture: its path from the root, its source, and the rule it breaks. */
interface Case {
  file: string;
  source: string;
  breaks: Rule | null;
}

/** A module of package `from` importing each of `targets`, one file each, that breaks `rule`. */
function importsOf(from: string, targets: readonly string[], rule: Rule): Case[] {
  return targets.map((to) => ({
    file: `packages/${from}/src/uses-${to}.ts`,
    source: `import { name } from '@cw/${to}';\nexport const value = name;\n`,
    breaks: rule,
  }));
}

const breaking: Case[] = [
  // Every domain against every other one, in both directions.
  ...DOMAINS.flatMap((from) =>
    importsOf(
      from,
      DOMAINS.filter((to) => to !== from),
      'domains-stay-apart',
    ),
  ),
  {
    // Type-only: gone from the JavaScript, still a dependency.
    file: 'packages/viewer/src/components/types.ts',
    source: "export type { Name } from '@cw/episode-list/components';\n",
    breaks: 'domains-stay-apart',
  },
  {
    // A story's stylesheet.
    file: 'packages/catalog/src/components/VolumeGrid.stories.tsx',
    source: "import '@cw/episode-list/styles.css';\n",
    breaks: 'domains-stay-apart',
  },
  {
    file: 'packages/analytics/src/events.test.ts',
    source: "import { name } from '@cw/catalog/components';\nexport const value = name;\n",
    breaks: 'domains-stay-apart',
  },
  {
    // Around the package: a relative path into another domain's folder.
    file: 'packages/viewer/src/reach.ts',
    source: "import { name } from '../../episode-list/src/index';\nexport const value = name;\n",
    breaks: 'domains-stay-apart',
  },
  {
    // An entry the package does not export: unresolved, still another domain.
    file: 'packages/catalog/src/missing.ts',
    source: "import { name } from '@cw/viewer/not-exported';\nexport const value = name;\n",
    breaks: 'domains-stay-apart',
  },
  ...importsOf(
    'domain',
    ['ui', 'paths', ...DOMAINS, 'api-client', 'api-client-react'],
    'domain-is-pure',
  ),
  {
    // No React: a rule is a function of data, whichever screen shows its answer.
    file: 'packages/domain/src/usesReact.ts',
    source: "import { useState } from 'react';\nexport const value = useState;\n",
    breaks: 'domain-is-pure',
  },
  ...importsOf(
    'dates',
    ['ui', 'api-client', 'domain', 'episode-list', 'analytics'],
    'dates-stands-alone',
  ),
  ...importsOf('paths', ['ui', 'api-client', 'dates', 'catalog', 'viewer'], 'paths-stands-alone'),
  {
    // Type-only: a schema's union is spelt out in @cw/paths, never imported.
    file: 'packages/paths/src/paths.ts',
    source: "export type { Name } from '@cw/contract/constants';\n",
    breaks: 'paths-stands-alone',
  },
  ...importsOf(
    'ui',
    [...DOMAINS, 'domain', 'dates', 'contract', 'api-client', 'api-client-react'],
    'ui-knows-no-domain',
  ),
  ...DOMAINS.flatMap((from) =>
    importsOf(from, ['api-client', 'api-client-react'], 'domains-take-the-contract'),
  ),
  ...importsOf(
    'contract',
    ['api-client', 'api-client-react', 'dates', 'paths', 'domain', 'ui'],
    'contract-stands-alone',
  ),
  {
    file: 'packages/contract/src/schemas/usesReact.ts',
    source: "import { useState } from 'react';\nexport const value = useState;\n",
    breaks: 'contract-stands-alone',
  },
  ...importsOf(
    'api-client',
    ['api-client-react', 'dates', 'domain', 'catalog'],
    'client-is-framework-free',
  ),
  {
    // The hooks bind the client to React; the client itself never imports it.
    file: 'packages/api-client/src/queries/usesReact.ts',
    source: "import { useEffect } from 'react';\nexport const value = useEffect;\n",
    breaks: 'client-is-framework-free',
  },
  ...importsOf('api-client-react', ['service-token'], 'service-token-on-servers'),
  ...importsOf('ui', ['service-token'], 'service-token-on-servers'),
  ...importsOf('api-client', ['fixtures'], 'fixtures-in-tests-only'),
  {
    // A page or component of the web app: its code may reach the browser.
    file: 'apps/web/app/_components/signs.ts',
    source: "import { name } from '@cw/service-token';\nexport const value = name;\n",
    breaks: 'service-token-on-servers',
  },
  {
    file: 'apps/storybook/stories/signs.ts',
    source: "import { name } from '@cw/service-token';\nexport const value = name;\n",
    breaks: 'service-token-on-servers',
  },
  {
    // Shipped code building data with the test builders.
    file: 'packages/catalog/src/components/placeholder.ts',
    source: "import { name } from '@cw/fixtures';\nexport const value = name;\n",
    breaks: 'fixtures-in-tests-only',
  },
  {
    file: 'apps/web/app/page.data.ts',
    source: "import { name } from '@cw/fixtures';\nexport const value = name;\n",
    breaks: 'fixtures-in-tests-only',
  },
  {
    file: 'apps/backend/src/seed.ts',
    source: "import { name } from '@cw/fixtures';\nexport const value = name;\n",
    breaks: 'fixtures-in-tests-only',
  },
  {
    file: 'packages/ui/src/uses-web.ts',
    source: "import { name } from '../../../apps/web/app/page';\nexport const value = name;\n",
    breaks: 'packages-never-import-apps',
  },
  {
    file: 'packages/viewer/src/uses-backend.ts',
    source: "import { name } from '@cw/backend';\nexport const value = name;\n",
    breaks: 'packages-never-import-apps',
  },
  {
    file: 'packages/api-client/src/uses-idp.ts',
    source: "import { name } from '../../../apps/idp/src/main';\nexport const value = name;\n",
    breaks: 'packages-never-import-apps',
  },
  {
    file: 'packages/catalog/src/uses-storybook.ts',
    source: "import { name } from '@cw/storybook';\nexport const value = name;\n",
    breaks: 'packages-never-import-apps',
  },
  {
    file: 'apps/web/app/uses-backend.ts',
    source: "import { name } from '../../backend/src/main';\nexport const value = name;\n",
    breaks: 'web-never-imports-servers',
  },
  {
    file: 'apps/web/server/uses-idp.ts',
    source: "import { name } from '@cw/idp';\nexport const value = name;\n",
    breaks: 'web-never-imports-servers',
  },
];

const allowed: Case[] = [
  {
    // A domain builds on ui, the contract, dates and its own modules; its tests on fixtures.
    file: 'packages/viewer/src/allowed.ts',
    source: [
      "import { name as api } from '@cw/contract/constants';",
      "import { name as dates } from '@cw/dates';",
      "import { name as ui } from '@cw/ui';",
      "import { name as own } from '@cw/viewer/components';",
      "import { name as local } from './index';",
      'export const value = [api, dates, ui, own, local];',
      '',
    ].join('\n'),
    breaks: null,
  },
  {
    // The rules shared: on the contract and the Japan calendar only.
    file: 'packages/domain/src/allowed.ts',
    source: [
      "import { name as api } from '@cw/contract/schemas';",
      "import { name as dates } from '@cw/dates';",
      'export const value = [api, dates];',
      '',
    ].join('\n'),
    breaks: null,
  },
  ...([...DOMAINS, 'web', 'backend'] as const).map((from) => ({
    // Every domain package and both servers ask the shared rules.
    file: `${from === 'web' || from === 'backend' ? 'apps' : 'packages'}/${from}/src/uses-domain.ts`,
    source: "import { name } from '@cw/domain';\nexport const value = name;\n",
    breaks: null,
  })),
  {
    // Every domain links with the shared site paths.
    file: 'packages/catalog/src/components/WorkGrid.tsx',
    source: "import { name } from '@cw/paths';\nexport const value = name;\n",
    breaks: null,
  },
  {
    file: 'packages/viewer/src/components/ViewerEndPanel.tsx',
    source: "import { name } from '@cw/paths';\nexport const value = name;\n",
    breaks: null,
  },
  {
    file: 'packages/paths/src/index.test.ts',
    source: "import { name } from '@cw/paths';\nexport const value = name;\n",
    breaks: null,
  },
  {
    file: 'packages/dates/src/index.test.ts',
    source: "import { name } from '@cw/dates';\nexport const value = name;\n",
    breaks: null,
  },
  {
    // Shared build configuration is not a package of the product.
    file: 'packages/ui/src/components.test.ts',
    source: "import { name } from '@cw/tsup-config/checks';\nexport const value = name;\n",
    breaks: null,
  },
  {
    file: 'packages/viewer/src/components/Viewer.test.tsx',
    source: "import { name } from '@cw/fixtures';\nexport const value = name;\n",
    breaks: null,
  },
  {
    file: 'packages/catalog/src/test/storyFixtures.ts',
    source: "import { name } from '@cw/fixtures';\nexport const value = name;\n",
    breaks: null,
  },
  {
    // The client builds on the contract; its query options on TanStack's types.
    file: 'packages/api-client/src/allowed.ts',
    source: [
      "import { name as contract } from '@cw/contract/constants';",
      "import type { QueryKey } from '@tanstack/react-query';",
      'export const value: [string, QueryKey?] = [contract];',
      '',
    ].join('\n'),
    breaks: null,
  },
  {
    // The React binding builds on the client and the contract.
    file: 'packages/api-client-react/src/allowed.ts',
    source: [
      "import { name as client } from '@cw/api-client';",
      "import { name as contract } from '@cw/contract/schemas';",
      "import { useState } from 'react';",
      'export const value = [client, contract, useState];',
      '',
    ].join('\n'),
    breaks: null,
  },
  ...(
    ['apps/backend/src/auth.ts', 'apps/idp/src/config.ts', 'apps/web/server/auth.ts'] as const
  ).map((file) => ({
    // The servers sign and verify service tokens.
    file,
    source: "import { name } from '@cw/service-token';\nexport const value = name;\n",
    breaks: null,
  })),
  {
    // Apps compose every package (but the servers' secret and the test builders).
    file: 'apps/web/app/layout.tsx',
    source: [
      ...COMPOSED.map((to, index) => `import { name as n${index} } from '@cw/${to}';`),
      "import '@cw/episode-list/styles.css';",
      `export const value = [${COMPOSED.map((_, index) => `n${index}`).join(', ')}];`,
      '',
    ].join('\n'),
    breaks: null,
  },
  {
    file: 'apps/backend/src/allowed.ts',
    source: "import { name } from '@cw/contract/constants';\nexport const value = name;\n",
    breaks: null,
  },
  {
    file: 'apps/storybook/.storybook/preview.ts',
    source: "import '@cw/ui/styles.css';\n",
    breaks: null,
  },
];

interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
}

let root = '';
let violations: Violation[] = [];

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'cw-boundaries-'));
  writeFixture(root, [...breaking, ...allowed]);
  const json = depcruise(root, ['--output-type', 'json', 'packages', 'apps']);
  expect(json.status, json.stderr).toBe(0);
  violations = JSON.parse(json.stdout).summary.violations;
});

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('the boundary check', () => {
  it.each(breaking.map((c) => [c.breaks, c.file, c] as const))(
    'reports %s for %s',
    (rule, _file, { file }) => {
      const found = violations.filter((violation) => violation.from === file);
      expect(found.map((violation) => violation.rule.name)).toEqual([rule]);
      expect(found[0]?.rule.severity).toBe('error');
    },
  );

  it.each(allowed.map((c) => [c.file] as const))('lets %s through', (file) => {
    expect(violations.filter((violation) => violation.from === file)).toEqual([]);
  });

  it('has a case breaking each of its rules', () => {
    expect(new Set(breaking.map((c) => c.breaks))).toEqual(new Set(RULES));
    expect(new Set(violations.map((violation) => violation.rule.name))).toEqual(new Set(RULES));
  });

  it('fails the command on a forbidden import and passes without one', () => {
    const failing = depcruise(root, ['--output-type', 'err', 'packages', 'apps']);
    expect(failing.status).not.toBe(0);
    expect(failing.stdout).toContain(
      'error domains-stay-apart: packages/viewer/src/uses-episode-list.ts → packages/episode-list/src/index.ts',
    );
    const passing = depcruise(root, ['--output-type', 'err', ...allowed.map((c) => c.file)]);
    expect(passing.stdout).toContain('no dependency violations found');
    expect(passing.status).toBe(0);
  });
});

/**
 * Lays out the fixture: each package of ours with an `exports` map whose `@cw/source` entries
 * point at its sources (so nothing needs a build, as in the repository), the apps, the shared
 * build config, node_modules/@cw/* linking them as npm workspaces do, then the cases.
 */
function writeFixture(dir: string, cases: readonly Case[]) {
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  const module = "export const name = 'x';\nexport type Name = string;\n";
  const entries = {
    '.': 'src/index.ts',
    './components': 'src/components/index.ts',
    './constants': 'src/constants.ts',
    './schemas': 'src/schemas.ts',
    './checks': 'src/checks.ts',
    './styles.css': 'src/styles.css',
  };
  const workspaces = [
    ...PACKAGES.map((name) => `packages/${name}`),
    ...APPS.map((name) => `apps/${name}`),
    'tooling/tsup-config',
  ];
  for (const folder of workspaces) {
    const name = `@cw/${folder.split('/')[1]}`;
    const isPackage = !folder.startsWith('apps/');
    const exports = Object.fromEntries(
      Object.entries(entries).map(([entry, path]) => [
        entry,
        { '@cw/source': `./${path}`, default: `./dist/${path}` },
      ]),
    );
    write(`${folder}/package.json`, JSON.stringify(isPackage ? { name, exports } : { name }));
    if (isPackage) {
      for (const path of Object.values(entries)) {
        write(`${folder}/${path}`, path.endsWith('.css') ? '.x {}\n' : module);
      }
    }
    mkdirSync(join(dir, 'node_modules/@cw'), { recursive: true });
    symlinkSync(
      relative(join(dir, 'node_modules/@cw'), join(dir, folder)),
      join(dir, 'node_modules', name),
    );
  }
  write('apps/web/app/page.tsx', module);
  write('apps/backend/src/main.ts', module);
  write('apps/idp/src/main.ts', module);
  for (const { file, source } of cases) write(file, source);
}

/** Runs the dependency-cruiser CLI with the boundaries config in `cwd`, as `npm run lint` does. */
function depcruise(cwd: string, args: readonly string[]) {
  return spawnSync(process.execPath, [depcruiseBin(), '--config', CONFIG, ...args], {
    cwd,
    encoding: 'utf8',
  });
}

/** The `depcruise` the package scripts run: the nearest node_modules/.bin/depcruise. */
function depcruiseBin(): string {
  let dir = dirname(CONFIG);
  for (;;) {
    const bin = join(dir, 'node_modules/.bin/depcruise');
    if (existsSync(bin)) return bin;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('dependency-cruiser is not installed (npm install)');
    dir = parent;
  }
}
