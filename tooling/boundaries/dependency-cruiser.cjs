// Package boundaries of the monorepo, checked by dependency-cruiser on every module of packages/
// and apps/ (sources, tests, stories and configs alike): `npm run lint:boundaries`, and the
// `lint` task of @cw/boundaries in `npm test`. Each rule has cases in
// dependency-cruiser.test.ts that break it, so a rule left out fails that test.
//
// Paths are relative to the repository root. A workspace import resolves through
// node_modules/@cw/{name} to packages/{name} or apps/{name} (folders are named as their
// packages); one that cannot be resolved keeps its bare name `@cw/{name}`. Each rule matches
// all three spellings.

/** Domains: the product's features, which never import each other. */
const DOMAINS = ['episode-list', 'viewer', 'catalog', 'analytics', 'offline'];
/**
 * The API packages, cut as TanStack cuts query-core from react-query: the wire contract (zod
 * schemas, constants, endpoint table, OpenAPI document), the framework-free client with its
 * query options, its React binding (the hooks), and two private ones: the servers' service
 * token (jose, secrets) and the test and story builders.
 */
const API = ['contract', 'api-client', 'api-client-react', 'service-token', 'fixtures'];
/** Every product package in packages/ (not the shared configs in tooling/). */
const PACKAGES = [...DOMAINS, 'domain', 'dates', 'paths', 'ui', ...API];
/**
 * The packages a rule below lists by name. The service token and the fixtures have rules of
 * their own (`service-token-on-servers`, `fixtures-in-tests-only`), so an import of them
 * breaks one rule, not two.
 */
const LISTED = PACKAGES.filter((name) => name !== 'service-token' && name !== 'fixtures');
const APPS = ['web', 'backend', 'idp', 'storybook'];
/** Tests, type tests, stories and their helpers: the modules that may build data with fixtures. */
const TESTS_AND_STORIES =
  '\\.(?:test|test-d|stories)\\.tsx?$|/test/|/tests/|/e2e/|^apps/storybook/|^packages/fixtures/';
const REACT = '(?:^|/)node_modules/react(?:-dom)?/|^react(?:-dom)?(?:/|$)';

const anyOf = (names) => `(?:${names.join('|')})`;
/** A module of the package(s) `names` (a regex) in packages/, however it was reached. */
const inPackages = (names) => `(?:^packages/|(?:^|/)node_modules/@cw/|^@cw/)${names}(?:/|$)`;
/** A module of the app(s) `names` (a regex) in apps/, however it was reached. */
const inApps = (names) => `(?:^apps/|(?:^|/)node_modules/@cw/|^@cw/)${names}(?:/|$)`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domains-stay-apart',
      comment:
        'A domain (episode-list, viewer, catalog, analytics, offline) imports no other domain. Shared ' +
        'plumbing goes to @cw/ui or @cw/contract; a piece of one domain that another screen ' +
        'needs is handed in by the app (a slot).',
      severity: 'error',
      // One capturing group, the importing domain, which `$1` below refers to.
      from: { path: `^packages/(${DOMAINS.join('|')})/` },
      to: { path: inPackages(anyOf(DOMAINS)), pathNot: inPackages('$1') },
    },
    {
      name: 'domain-is-pure',
      comment:
        '@cw/domain holds the rules more than one package needs: it imports only the contract ' +
        '(@cw/contract) and @cw/dates, and no React, so every domain package, the web app and ' +
        'the backend may import it.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: {
        path: [
          inPackages(
            anyOf(LISTED.filter((name) => !['domain', 'contract', 'dates'].includes(name))),
          ),
          REACT,
        ],
      },
    },
    {
      name: 'dates-stands-alone',
      comment: '@cw/dates imports no package of ours.',
      severity: 'error',
      from: { path: '^packages/dates/' },
      to: { path: inPackages(anyOf(LISTED.filter((name) => name !== 'dates'))) },
    },
    {
      name: 'paths-stands-alone',
      comment:
        '@cw/paths (the site paths every package and the app build links with) imports no ' +
        'package of ours, so any domain may use it without reaching into another.',
      severity: 'error',
      from: { path: '^packages/paths/' },
      to: { path: inPackages(anyOf(LISTED.filter((name) => name !== 'paths'))) },
    },
    {
      name: 'ui-knows-no-domain',
      comment:
        '@cw/ui is domain-free: it imports no domain, no @cw/domain, no @cw/dates and none of ' +
        'the API packages.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: {
        path: inPackages(
          anyOf([...DOMAINS, 'domain', 'dates', 'contract', 'api-client', 'api-client-react']),
        ),
      },
    },
    {
      name: 'domains-take-the-contract',
      comment:
        'A domain package builds on the wire contract (@cw/contract): the ' +
        'client and its React hooks stay with the app, which hands data, ' +
        'callbacks or a slot in.',
      severity: 'error',
      from: { path: `^packages/${anyOf(DOMAINS)}/` },
      to: { path: inPackages(anyOf(['api-client', 'api-client-react'])) },
    },
    {
      name: 'contract-stands-alone',
      comment:
        '@cw/contract (schemas, constants, endpoint table, OpenAPI document) imports no package ' +
        'of ours and no React: the backend, the web app, every domain and other teams import it.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: [inPackages(anyOf(LISTED.filter((name) => name !== 'contract'))), REACT] },
    },
    {
      name: 'client-is-framework-free',
      comment:
        '@cw/api-client (the fetch client and its query options) builds on the contract only and ' +
        'imports no React: the hooks are @cw/api-client-react, which builds on it.',
      severity: 'error',
      from: { path: '^packages/api-client/' },
      to: {
        path: [
          inPackages(anyOf(LISTED.filter((name) => !['api-client', 'contract'].includes(name)))),
          REACT,
        ],
      },
    },
    {
      name: 'service-token-on-servers',
      comment:
        "@cw/service-token holds the servers' shared secret and pulls in jose: only the backend, " +
        "the identity provider and the web app's server code (apps/web/server) import it.",
      severity: 'error',
      from: { path: '^packages/(?!service-token/)|^apps/(?:web/(?!server/)|storybook/)' },
      to: { path: inPackages('service-token') },
    },
    {
      name: 'fixtures-in-tests-only',
      comment:
        '@cw/fixtures (builders of wire entities) is private and never packed: only tests, ' +
        'stories and their helpers import it.',
      severity: 'error',
      from: { path: '^(?:packages|apps)/', pathNot: TESTS_AND_STORIES },
      to: { path: inPackages('fixtures') },
    },
    {
      name: 'packages-never-import-apps',
      comment: 'A package imports no app; apps compose packages, never the other way round.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: inApps(anyOf(APPS)) },
    },
    {
      name: 'web-never-imports-servers',
      comment:
        'The web app talks to the backend and the identity provider over HTTP (@cw/api-client, ' +
        '@cw/service-token); ' +
        'it imports neither.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: inApps(anyOf(['backend', 'idp'])) },
    },
  ],
  options: {
    // Build output, installed packages and caches are not sources.
    // Also the config bundles tsup writes and deletes while a package builds (a build running
    // beside the check made the file vanish between listing and reading it).
    exclude: {
      path: '(?:^|/)(?:node_modules|dist|\\.next|\\.turbo|storybook-static|pack-check|coverage)/|\\.bundled_[^/]*\\.[cm]?js$',
    },
    doNotFollow: { path: '(?:^|/)node_modules/' },
    // Type-only imports cross boundaries too (`export type { X } from '@cw/other'`).
    tsPreCompilationDeps: true,
    // Workspace packages resolve to their sources (the `@cw/source` export condition), so the
    // check needs no build.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@cw/source', 'import', 'require', 'node', 'types', 'default'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.jsx', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
