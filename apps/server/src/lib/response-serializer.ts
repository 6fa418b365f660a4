import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

type Serialize = (data: unknown) => string;
type RouteSchema = Parameters<typeof zodSerializerCompiler>[0];

/**
 * A response schema compiled to a plain serializer (fast-json-stringify): it writes the declared
 * properties only, as zod's output does, without checking them again. Undefined for what JSON Schema
 * cannot say exactly (transforms, dates) and for recursive schemas ($ref): those keep zod.
 */
const compileFast = (schema: unknown): Serialize | undefined => {
  if (!(schema instanceof z.ZodType)) return undefined;
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
    if (JSON.stringify(json).includes('"$ref"')) return undefined;
    return fastJson(json as Parameters<typeof fastJson>[0]);
  } catch {
    return undefined;
  }
};

/**
 * Response serializers. Handlers are typed by their contract, so in production an answer is written
 * from its schema without zod's check (zod's encode was ~6 % of the CPU of an authenticated read in a
 * profile of `npm run bench:api`). With `check` (tests: buildApp's default) every answer still goes
 * through zod, which refuses one that breaks its contract, and the fast serializer must write the same
 * JSON, so the whole server suite holds the two to each other.
 */
export const createResponseSerializerCompiler =
  ({ check }: { check: boolean }): FastifySerializerCompiler<unknown> =>
  (route) => {
    const zodSerialize = zodSerializerCompiler(route as RouteSchema) as Serialize;
    const fast = compileFast((route as RouteSchema).schema);
    if (!fast) return zodSerialize;
    if (!check) return fast;
    return (data: unknown) => {
      const expected = zodSerialize(data);
      const written = fast(data);
      // The same JSON: zod may order an object's keys as the handler wrote them, the schema's order here.
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(`${route.method} ${route.url}: the fast serializer wrote ${written.slice(0, 300)}, zod ${expected.slice(0, 300)}`);
      }
      return written;
    };
  };
