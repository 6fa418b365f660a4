import type { z } from 'zod';
import * as contracts from '../index';
import type { RouteDef } from '../common/route';

/** Test support: the routes of the contracts and a walk over what a client sends them. */
export type Schema = z.ZodType & { _zod: { def: { type: string } & Record<string, unknown> } };

const isRoute = (v: unknown): v is RouteDef =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'access' in v && 'data' in v;
export const ROUTES = (Object.values(contracts) as unknown[]).filter(isRoute);

/** Every schema a client fills: each route's body, query and path params, named `METHOD path part`. */
export const routeInputs = () =>
  ROUTES.flatMap((r) =>
    (['body', 'query', 'params'] as const).flatMap((part) =>
      r[part] ? [{ name: `${r.method} ${r.path} ${part}`, part, schema: r[part] as Schema }] : [],
    ),
  );

/**
 * Visits every node of a schema below `path`: an object's fields as `.key` (with the key), array items
 * as `[]`, a record's keys and values as `{key}` / `{}`. Wrappers (optional, default, pipe …) are
 * passed through; a leaf is any node it does not descend into.
 */
export const walkSchema = (schema: Schema, path: string, visit: (node: Schema, path: string, key?: string) => void) => {
  const def = schema._zod.def;
  const walk = (s: unknown, p: string, key?: string) => {
    visit(s as Schema, p, key);
    walkSchema(s as Schema, p, visit);
  };
  switch (def.type) {
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, unknown>)) walk(value, `${path}.${key}`, key);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      walk(def.innerType, path);
      break;
    case 'array':
      walk(def.element, `${path}[]`);
      break;
    case 'union':
      for (const option of def.options as unknown[]) walk(option, path);
      break;
    case 'pipe':
      walk(def.in, path);
      break;
    case 'record':
      walk(def.keyType, `${path}{key}`);
      walk(def.valueType, `${path}{}`);
      break;
    case 'intersection':
      walk(def.left, path);
      walk(def.right, path);
      break;
  }
};
