import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { routeInputs, walkSchema, type Schema } from '../test/route-inputs';
import { isStorableText, V, zString, zText } from './rules';

/**
 * Every string a client can send — each route's body, query and path params — refuses NUL and
 * unpaired surrogates with `validation.characters`: it is built on `zString`, unless it has one of
 * zod's own formats (ISO date-time, uuid), whose grammar leaves no room for them. A pattern or a
 * parse of our own is no such guard (`Date.parse('2024-01-01\0')` is a date). A field written as a
 * bare `z.string()` fails here, naming the route and the field.
 */
/** Types that can never accept a string with NUL or a lone surrogate, so hold no text to check. */
const NOT_TEXT = new Set(['number', 'boolean', 'enum', 'literal', 'date', 'transform', 'bigint', 'null', 'undefined']);
/** Types the walk passes through to what they hold. */
const CONTAINERS = new Set([
  'object',
  'optional',
  'nullable',
  'default',
  'prefault',
  'catch',
  'readonly',
  'nonoptional',
  'array',
  'union',
  'pipe',
  'record',
  'intersection',
]);

/** The string leaves of a schema, with their path; throws on a type it does not know how to walk. */
const stringLeaves = (schema: Schema, path: string): [string, Schema][] => {
  const out: [string, Schema][] = [];
  const visit = (node: Schema, p: string) => {
    const type = node._zod.def.type;
    if (type === 'string') out.push([p, node]);
    else if (!CONTAINERS.has(type) && !NOT_TEXT.has(type)) throw new Error(`${p}: no walk for zod type ${type}`);
  };
  visit(schema, path);
  walkSchema(schema, path, visit);
  return out;
};

const inputLeaves = routeInputs().flatMap((input) =>
  stringLeaves(input.schema, input.part).map(([p, s]) => [`${input.name.slice(0, -input.part.length)}${p}`, s] as const),
);

type Check = { _zod: { def: { check?: string; format?: string; fn?: unknown } } };
const checks = (leaf: Schema) => ((leaf._zod.def.checks ?? []) as Check[]).map((c) => c._zod.def);
/** z.iso.datetime() is a format itself; z.string().uuid() carries one as a check. */
const hasFormat = (leaf: Schema) =>
  [leaf._zod.def as Check['_zod']['def'], ...checks(leaf)].some((c) => c.check === 'string_format' && c.format !== 'regex');
const guarded = (leaf: Schema) => hasFormat(leaf) || checks(leaf).some((c) => c.fn === isStorableText);
const freeText = inputLeaves.filter(([, leaf]) => !hasFormat(leaf));

/** Any well-formed text around one NUL or one half of a surrogate pair. */
const unstorable = fc
  .tuple(
    fc.string({ unit: 'binary', maxLength: 8 }),
    fc.constantFrom('\0', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'),
    fc.string({ unit: 'binary', maxLength: 8 }),
  )
  .map(([a, bad, b]) => a + bad + b);

describe('isStorableText', () => {
  it('accepts any well-formed text, surrogate pairs (emoji, rare CJK) included', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }).filter((s) => !s.includes('\0')),
        (s) => isStorableText(s),
      ),
    );
    expect(isStorableText('清扫🤖𠀋')).toBe(true);
  });
  it('refuses NUL and every unpaired surrogate', () => fc.assert(fc.property(unstorable, (s) => !isStorableText(s))));
  it('fails with validation.characters through zString and zText', () => {
    expect(
      zString()
        .safeParse('a\0b')
        .error?.issues.map((i) => i.message),
    ).toEqual([V.characters]);
    expect(
      zText(20)
        .safeParse('\uDC00')
        .error?.issues.map((i) => i.message),
    ).toEqual([V.characters]);
  });
});

describe('every text field a client sends', () => {
  it('is built on zString or has a zod format', () => {
    expect(inputLeaves.length).toBeGreaterThan(100);
    expect(freeText.length).toBeGreaterThan(80);
    expect(inputLeaves.filter(([, leaf]) => !guarded(leaf)).map(([where]) => where)).toEqual([]);
  });

  it('refuses NUL and unpaired surrogates with validation.characters', () => {
    const open = new Set<string>();
    for (const [where, leaf] of freeText) {
      fc.assert(
        fc.property(unstorable, (s) => {
          if (!leaf.safeParse(s).error?.issues.some((i) => i.message === V.characters)) open.add(where);
        }),
        { numRuns: 10 },
      );
    }
    expect([...open]).toEqual([]);
  });
});
