import type { z } from 'zod';
import type { RouteAccess } from '../permissions';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One API operation: the server registers it (schemas, permission), the web calls it (method, path),
 * the OpenAPI document describes it. `path` is relative to API_BASE and uses `:param` segments.
 */
export interface RouteDef<
  TBody extends z.ZodType | undefined = z.ZodType | undefined,
  TQuery extends z.ZodType | undefined = z.ZodType | undefined,
  TParams extends z.ZodType | undefined = z.ZodType | undefined,
  TData extends z.ZodType = z.ZodType,
> {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: RouteAccess;
  readonly summary: string;
  readonly tags: readonly string[];
  readonly body?: TBody;
  readonly query?: TQuery;
  readonly params?: TParams;
  readonly data: TData;
  /** May be called while the user still has to replace a first-login password. */
  readonly allowFirstLogin?: boolean;
  /**
   * Also answers a display link (`X-Display-Token`, a wall display without a session): only the few
   * GET routes the large screen reads say so; every other route refuses a display link.
   */
  readonly display?: true;
}

export const defineRoute = <
  TBody extends z.ZodType | undefined = undefined,
  TQuery extends z.ZodType | undefined = undefined,
  TParams extends z.ZodType | undefined = undefined,
  TData extends z.ZodType = z.ZodType,
>(
  def: RouteDef<TBody, TQuery, TParams, TData>,
) => def;

export type RouteData<R> = R extends RouteDef<infer _B, infer _Q, infer _P, infer D> ? z.infer<D> : never;
export type RouteBody<R> =
  R extends RouteDef<infer B, infer _Q, infer _P, infer _D> ? (B extends z.ZodType ? z.input<B> : undefined) : never;

export const API_BASE = '/v2/api/sweeper/';

/** Fills `:param` segments of a route path. */
export const buildPath = (path: string, params: Record<string, string | number> = {}) =>
  path.replace(/:([A-Za-z]+)/g, (_, k: string) => encodeURIComponent(String(params[k] ?? '')));
