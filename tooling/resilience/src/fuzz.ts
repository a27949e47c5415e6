/**
 * Hostile requests generated from the routes' own schemas: for every route, every path and
 * query parameter and every body field in turn gets each hostile value while the others keep
 * a plausible one; bodies are also replaced whole (not JSON, wrong types, deep nesting).
 */

/** A marker that would run if a page reflected it unescaped. */
export const SCRIPT_MARKERS = [
  '<script>alert("cw-xss")</script>',
  '<img src=x onerror=alert("cw-xss")>',
];

/** Strings no field of the API takes, each for a reason. */
export const HOSTILE_STRINGS: string[] = [
  '',
  ' ',
  '-1',
  '0',
  '-2147483649',
  '2147483648',
  '99999999999999999999999999',
  '1e309',
  'NaN',
  '1.5',
  '0x1F',
  'true',
  'null',
  '[]',
  '{}',
  "' OR '1'='1",
  '1; DROP TABLE users; --',
  "1' UNION SELECT password FROM users--",
  '$1',
  '%',
  '%%',
  '\\',
  ...SCRIPT_MARKERS,
  '"><svg onload=alert("cw-xss")>',
  'javascript:alert("cw-xss")',
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '/etc/passwd',
  '..',
  '.',
  'あ'.repeat(3000),
  '🙂'.repeat(500),
  'x'.repeat(20_000),
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\u202Eevil',
  'ｶﾀｶﾅ＆',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the placeholder is the payload.
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'toString',
];

/** JSON values of every type for body fields. */
export const HOSTILE_JSON: unknown[] = [
  ...HOSTILE_STRINGS.filter((value) => value.length < 5000),
  -1,
  0,
  1.5,
  -0.0001,
  2 ** 31,
  2 ** 53 + 1,
  1e308,
  -1e308,
  true,
  false,
  null,
  [],
  [null],
  Array.from({ length: 101 }, (_, i) => i + 1),
  Array.from({ length: 5000 }, () => 2 ** 31),
  {},
  { __proto__: { admin: true } },
  { $gt: '' },
];

/** Whole bodies of a write that are not what any route takes. */
export const HOSTILE_BODIES: string[] = [
  '',
  'not json',
  '{',
  'null',
  '[]',
  '"a string"',
  '12',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
];

/** Hostile path segments of an image: widths and formats outside the list, traversal. */
export const HOSTILE_MEDIA_VARIANTS = [
  'w1.webp',
  'w181.webp',
  'w99999.avif',
  'w0.webp',
  'w-180.webp',
  'w180.png',
  'w180.jpg',
  'w180.svg',
  'w180.gif',
  'w180.webp.png',
  'w180.WEBP',
  'w180',
  'w180.',
  '.webp',
  'w180.webp%00.png',
  'w180.webp%2f..%2f..%2fetc%2fpasswd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..',
  '%2e%2e',
];

export const HOSTILE_MEDIA_IDS = [
  '0',
  '-1',
  '01',
  '2147483648',
  '99999999999',
  '..',
  '%2e%2e',
  '..%2f..%2fetc',
  '1%00',
  'a'.repeat(200),
  '%3Cscript%3E',
];

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  $ref?: string;
};

/** Plausible values by parameter or field name, filled from the catalog sample. */
export type Plausible = Record<string, unknown>;

/** A plausible value for a field: by name when known, else from its schema. */
export function plausible(name: string, schema: JsonSchema | undefined, known: Plausible): unknown {
  if (name in known) return known[name];
  if (!schema) return '1';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.[0]) return plausible(name, variants[0], known);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [plausible(name.replace(/s$/, ''), schema.items, known)];
    case 'object':
      return plausibleBody(schema, known);
    default:
      return '1';
  }
}

/** A plausible body for an object schema (the first variant of a union). */
export function plausibleBody(schema: JsonSchema, known: Plausible): Record<string, unknown> {
  const object = schema.properties
    ? schema
    : (schema.anyOf ?? schema.oneOf ?? schema.allOf ?? [])[0];
  const body: Record<string, unknown> = {};
  for (const [field, fieldSchema] of Object.entries(object?.properties ?? {})) {
    body[field] = plausible(field, fieldSchema, known);
  }
  return body;
}

/** Every field name a body schema names, across union variants. */
export function bodyFields(schema: JsonSchema): string[] {
  const fields = new Set<string>(Object.keys(schema.properties ?? {}));
  for (const variant of [
    ...(schema.anyOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.allOf ?? []),
  ]) {
    for (const field of bodyFields(variant)) fields.add(field);
  }
  return [...fields];
}

/** One generated request: where, how, and what was hostile about it. */
export interface FuzzCase {
  method: string;
  path: string;
  body?: string;
  what: string;
}

/** A route as the fuzzer sees it: method, path template, parameters and body schema. */
export interface FuzzRoute {
  method: string;
  /** With `{name}` placeholders. */
  path: string;
  pathParams: string[];
  queryParams: { name: string; schema?: JsonSchema }[];
  body?: JsonSchema;
}

/**
 * Percent-encodes any string, a lone surrogate included (as the bytes a careless encoder
 * would write for it, which are not UTF-8: the server must refuse them, not crash).
 */
export function percentEncode(value: string): string {
  return [...value]
    .map((char) => {
      const code = char.charCodeAt(0);
      if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((byte) => `%${byte.toString(16).toUpperCase()}`)
          .join('');
      }
      return encodeURIComponent(char);
    })
    .join('');
}

function fillPath(route: FuzzRoute, values: Record<string, string>): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');
}

function query(params: Record<string, unknown>): string {
  const entries = Object.entries(params).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return '';
  return `?${entries.map(([k, v]) => `${percentEncode(k)}=${percentEncode(String(v))}`).join('&')}`;
}

/** Takes at most `limit` of `values`, spread over the list, always keeping the script markers. */
function sample<T>(values: T[], limit: number): T[] {
  if (values.length <= limit) return values;
  const step = values.length / limit;
  const picked = Array.from({ length: limit }, (_, i) => values[Math.floor(i * step)] as T);
  for (const marker of SCRIPT_MARKERS as unknown as T[]) {
    if (values.includes(marker) && !picked.includes(marker)) picked.push(marker);
  }
  return picked;
}

/**
 * Every hostile case of a route: each path parameter, query parameter and body field in turn
 * replaced by each hostile value (at most `perTarget` of them), plus whole hostile bodies.
 */
export function fuzzCases(route: FuzzRoute, known: Plausible, perTarget: number): FuzzCase[] {
  const pathValues = Object.fromEntries(
    route.pathParams.map((name) => [name, String(plausible(name, undefined, known))]),
  );
  const queryValues = Object.fromEntries(
    route.queryParams.map(({ name, schema }) => [name, plausible(name, schema, known)]),
  );
  const body = route.body ? plausibleBody(route.body, known) : undefined;
  const bodyText = body ? JSON.stringify(body) : undefined;
  const cases: FuzzCase[] = [];
  const strings = sample(HOSTILE_STRINGS, perTarget);

  for (const name of route.pathParams) {
    for (const value of strings) {
      cases.push({
        method: route.method,
        path: fillPath(route, { ...pathValues, [name]: percentEncode(value) }) + query(queryValues),
        body: bodyText,
        what: `path ${name}=${value.slice(0, 40)}`,
      });
    }
    // Raw traversal, not encoded: the server sees the dots and slashes themselves.
    for (const raw of ['..', '../..', '%2e%2e%2f%2e%2e', '..%2f..%2f', '%00', '%ZZ']) {
      cases.push({
        method: route.method,
        path: fillPath(route, { ...pathValues, [name]: raw }) + query(queryValues),
        body: bodyText,
        what: `path ${name} raw ${raw}`,
      });
    }
  }
  for (const { name } of route.queryParams) {
    for (const value of strings) {
      cases.push({
        method: route.method,
        path: fillPath(route, pathValues) + query({ ...queryValues, [name]: value }),
        body: bodyText,
        what: `query ${name}=${value.slice(0, 40)}`,
      });
    }
    // The parameter twice, and as an array-like key.
    cases.push({
      method: route.method,
      path: `${fillPath(route, pathValues)}${query(queryValues) || '?'}&${name}=1&${name}=2&${name}[]=3`,
      body: bodyText,
      what: `query ${name} repeated`,
    });
  }
  if (route.body && body) {
    for (const field of bodyFields(route.body)) {
      for (const value of sample(HOSTILE_JSON, perTarget)) {
        cases.push({
          method: route.method,
          path: fillPath(route, pathValues) + query(queryValues),
          body: JSON.stringify({ ...body, [field]: value }),
          what: `body ${field}=${JSON.stringify(value).slice(0, 40)}`,
        });
      }
    }
    cases.push({
      method: route.method,
      path: fillPath(route, pathValues) + query(queryValues),
      body: JSON.stringify({ ...body, unexpected: 'field' }),
      what: 'body with an unknown field',
    });
    for (const hostile of sample(HOSTILE_BODIES, perTarget)) {
      cases.push({
        method: route.method,
        path: fillPath(route, pathValues) + query(queryValues),
        body: hostile,
        what: `body ${hostile.slice(0, 30)}`,
      });
    }
  }
  return cases;
}
