import fc from 'fast-check';

/**
 * Generators of request bodies that break a route's schema by construction, and the rule the
 * server applies to tell whether a body breaks it (so that a valid body drawn by chance is
 * never counted as hostile).
 */

export interface HostileRequest {
  contentType: string;
  payload: string;
  /** What the body carries, for the failure report. */
  label: string;
}

interface Schema {
  safeParse(value: unknown): { success: boolean };
}

type Def = { type?: string; innerType?: unknown; in?: unknown; out?: unknown };
const defOf = (s: unknown): Def | undefined => (s as { _zod?: { def?: Def } } | null)?._zod?.def;

/** The fields of a zod object schema, seen through optional, default, preprocess and pipes. */
export function objectShape(schema: unknown): Record<string, Schema> | null {
  const def = defOf(schema);
  if (!def) return null;
  if (def.type === 'object') return (schema as { shape: Record<string, Schema> }).shape;
  if (def.type === 'pipe') return objectShape(def.out) ?? objectShape(def.in);
  if (def.innerType) return objectShape(def.innerType);
  return null;
}

export const isSchema = (s: unknown): s is Schema =>
  typeof (s as Schema | null)?.safeParse === 'function';

const BIG = 100_000;
export const BODY_LIMIT = 1024 * 1024;

export const SQL = [
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '1; SELECT pg_sleep(10)--',
  "admin'--",
  "') UNION SELECT password_hash FROM users --",
];
export const HTML = [
  '<script>alert(1)</script>',
  '</script><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '<!--',
];
export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];
export const POLLUTERS = [
  '{"__proto__":{"polluted":"oui"}}',
  '{"constructor":{"prototype":{"polluted":"oui"}}}',
  '{"prototype":{"polluted":"oui"}}',
];

export const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
export const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const DEEP = [deepObject(5000), deepArray(5000)];
const HUGE_ARRAYS = [`[${'0,'.repeat(BIG)}0]`, `[${'"x",'.repeat(20_000)}"x"]`];
const HUGE_STRINGS = ['x', 'é', '<', '\u0000'].map((c) => c.repeat(BIG));

/** Text that a database, a template or a parser could choke on; the huge ones drawn rarely. */
const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SQL, ...HTML) },
  {
    weight: 2,
    arbitrary: fc.constantFrom('\u0000', 'a\u0000b', '\ud800', '\u202eevil', '${7*7}', '%00'),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }).map((s) => `${s}\u0000${s}`) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
);

/** A JSON value as text: hostile strings, numbers at the edges, deep and huge structures. */
export const hostileValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: hostileText.map((s) => JSON.stringify(s)) },
  {
    weight: 3,
    arbitrary: fc
      .oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null))
      .map((v) => JSON.stringify(v)),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom('1e309', '-1e309', '-0', '9007199254740993', '1e-400', '-1', '0'),
  },
  { weight: 1, arbitrary: fc.constantFrom(...DEEP, ...HUGE_ARRAYS) },
  { weight: 1, arbitrary: fc.constantFrom(...POLLUTERS) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }).map((a) => JSON.stringify(a)) },
);

const extraKey = fc.oneof(
  fc.constantFrom(...PROTO_KEYS, 'role', 'isAdmin', '_id', 'userId', 'price_centimes', '$where'),
  fc.string({ maxLength: 20 }),
);

const objectText = (entries: Array<[string, string]>) =>
  `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;

/** Bodies whose JSON is never valid, sent as JSON. */
const brokenJson: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    "{'email':'a'}",
    '{"a":1,}',
    '{"a":undefined}',
    'NaN',
    '{"a":"\u0000"}',
    '\u0000',
    ...SQL,
    ...HTML,
    '<?xml version="1.0"?><a>1</a>',
    'email=a@b.ma&password=x',
  ),
  fc.string({ maxLength: 60 }).filter((s) => !parses(s)),
);

const WRONG_TYPES = [
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'multipart/form-data; boundary=zina',
  'image/png',
];

export const OVERSIZED = `{"x":"${'a'.repeat(BODY_LIMIT + 1000)}"}`;

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Fastify's JSON parser (secure-json-parse) refuses these keys outright. */
function poisoned(value: unknown): boolean {
  const stack = [value];
  while (stack.length) {
    const v = stack.pop();
    if (!v || typeof v !== 'object') continue;
    if (Object.prototype.hasOwnProperty.call(v, '__proto__')) return true;
    const ctor = (v as Record<string, unknown>).constructor;
    if (
      Object.prototype.hasOwnProperty.call(v, 'constructor') &&
      ctor &&
      typeof ctor === 'object' &&
      Object.prototype.hasOwnProperty.call(ctor, 'prototype')
    ) {
      return true;
    }
    stack.push(...Object.values(v));
  }
  return false;
}

/**
 * Whether the server may accept this request as valid: its body reaches the route's schema
 * (right content type, parseable, under the size limit) and the schema accepts it.
 */
export function mayBeValid(req: HostileRequest, schema: Schema | null): boolean {
  if (Buffer.byteLength(req.payload) > BODY_LIMIT) return false;
  let value: unknown;
  if (req.contentType.startsWith('application/json')) {
    if (!req.payload || !parses(req.payload)) return false;
    value = JSON.parse(req.payload);
    if (poisoned(value)) return false;
  } else if (req.contentType.startsWith('text/plain')) {
    value = req.payload;
  } else if (req.contentType.startsWith('multipart/form-data')) {
    value = undefined;
  } else {
    return false; // no parser: 415
  }
  return schema ? schema.safeParse(value).success : true;
}

const json = (payload: string, label: string): HostileRequest => ({
  contentType: 'application/json',
  payload,
  label,
});

/** The same hard cases for every route, whatever the draw (the draws hold many more). */
export const FIXED_CASES: HostileRequest[] = [
  json('', 'empty body'),
  json(OVERSIZED, 'body over 1 MB'),
  json(POLLUTERS[0]!, 'pollution __proto__'),
  json(POLLUTERS[1]!, 'pollution constructor.prototype'),
  json(DEEP[0]!, 'object 5000 levels deep'),
  json(DEEP[1]!, 'array 5000 levels deep'),
  json(HUGE_ARRAYS[0]!, 'array of 100 000 items'),
  json(JSON.stringify(SQL[0]), 'SQL string'),
  json(JSON.stringify(HTML[1]), 'HTML string'),
  json(SQL[0]!, 'raw SQL'),
  json('{"a":"\u0000"}', 'raw NUL'),
  ...['text/plain', 'application/xml', 'multipart/form-data; boundary=zina'].map((contentType) => ({
    contentType,
    payload: '{"email":"a@b.ma"}',
    label: `content type ${contentType}`,
  })),
];

/**
 * Bodies for one route. When its body is an object schema, most draws are objects with at least
 * one field of a known name given a value that field refuses (checked against the field's own
 * schema), plus missing fields, extra fields and pollution keys.
 */
export function hostileRequests(schema: Schema | null): fc.Arbitrary<HostileRequest> {
  const shape = schema ? objectShape(schema) : null;
  const keys = shape ? Object.keys(shape) : [];
  const probes = fc.sample(hostileValue, { numRuns: 60, seed: 7 });
  const refuses = new Map<string, (text: string) => boolean>();
  for (const key of keys) {
    const field = shape![key]!;
    const seen = new Map<string, boolean>();
    const test = (text: string) => {
      let refused = seen.get(text);
      if (refused === undefined) {
        refused = !field.safeParse(JSON.parse(text)).success;
        seen.set(text, refused);
      }
      return refused;
    };
    // A field that takes anything (z.unknown(), .catch()) cannot be the broken one.
    if (probes.some(test)) refuses.set(key, test);
  }
  const breakable = [...refuses.keys()];

  const nonObject = fc
    .oneof(hostileValue, fc.constantFrom('null', 'true', '0', '[]', '""'))
    .filter((v) => !v.startsWith('{'))
    .map((v) => json(v, 'non-object'));
  const garbage = brokenJson.map((v) => json(v, 'broken JSON'));
  const wrongType = fc
    .tuple(fc.constantFrom(...WRONG_TYPES), fc.oneof(hostileValue, brokenJson))
    .map(([contentType, payload]) => ({ contentType, payload, label: `as ${contentType}` }));
  const extras = fc.array(fc.tuple(extraKey, hostileValue), { maxLength: 3 });

  const arms: Array<fc.WeightedArbitrary<HostileRequest>> = [
    { weight: 2, arbitrary: nonObject },
    { weight: 1, arbitrary: garbage },
    { weight: 1, arbitrary: wrongType },
  ];
  if (breakable.length) {
    const broken = fc
      .constantFrom(...breakable)
      .chain((key) =>
        hostileValue.filter((v) => refuses.get(key)!(v)).map((v): [string, string] => [key, v]),
      );
    const others = fc.array(
      fc.tuple(fc.constantFrom(...keys), fc.oneof(hostileValue, fc.constant('"texte"'))),
      { maxLength: keys.length },
    );
    // The broken field comes last, so that a repeated key cannot mend it.
    const object = fc
      .tuple(others, extras, broken)
      .map(([o, e, b]) => json(objectText([...o, ...e, b]), `field ${b[0]} broken`));
    arms.push({ weight: 6, arbitrary: object });
  } else {
    // No known field to break: objects of hostile extras only; mayBeValid sorts them out.
    arms.push({
      weight: 2,
      arbitrary: extras.map((e) => json(objectText(e), 'object of extras')),
    });
  }
  return fc.oneof(...arms);
}
