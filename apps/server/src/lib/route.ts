import { API_BASE, ZEnvelope, translate, type RouteAccess, type RouteDef } from '@fleet/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { requestLang } from './i18n';
import type { AuditContext, SessionContext } from './session';
import { parseByteRange, type ByteRange } from './byte-range';

export const API_PREFIX = API_BASE.replace(/\/$/, '');

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    allowFirstLogin?: boolean;
    /** The contract lets a display link call it (plugins/auth.ts). */
    display?: boolean;
  }
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export interface HandlerInput<R extends RouteDef> {
  body: Infer<NonNullable<R['body']>>;
  query: Infer<NonNullable<R['query']>>;
  params: Infer<NonNullable<R['params']>>;
  /** Present on every route but the public ones. */
  session: SessionContext;
  /** Who acts and from where, for the operation log: services take this, never the request. */
  audit: AuditContext;
  req: FastifyRequest;
}

/** The request parts of a contract route, as its handler receives them. */
const inputOf = <R extends RouteDef>(req: FastifyRequest): HandlerInput<R> => ({
  body: req.body as HandlerInput<R>['body'],
  query: req.query as HandlerInput<R>['query'],
  params: req.params as HandlerInput<R>['params'],
  session: req.session as SessionContext,
  // ip read only when a row is written: with TRUST_PROXY set it walks X-Forwarded-For each time.
  audit: {
    session: req.session,
    get ip() {
      return req.ip;
    },
  },
  req,
});

const describeAccess = (access: RouteAccess) =>
  access === 'public' || access === 'session' || access === 'apiKey'
    ? `Access: ${access}`
    : typeof access === 'string'
      ? `Permission: \`${access}\``
      : `Permission: any of ${access.map((c) => `\`${c}\``).join(', ')}`;

/** Schema and access of a contract route, shared by envelope and file routes. */
const routeBase = (def: RouteDef, note = '') => ({
  method: def.method,
  url: `${API_PREFIX}/${def.path}`,
  config: { access: def.access, allowFirstLogin: def.allowFirstLogin ?? false, display: def.display ?? false },
  schema: {
    summary: def.summary,
    tags: [...def.tags],
    ...(def.body ? { body: def.body } : {}),
    ...(def.query ? { querystring: def.query } : {}),
    ...(def.params ? { params: def.params } : {}),
    ...(def.access === 'public' ? {} : { security: [{ [def.access === 'apiKey' ? 'apiKey' : 'token']: [] as string[] }] }),
    description: `${describeAccess(def.access)}${def.display ? '; also a display link (`X-Display-Token`)' : ''}${note}`,
  },
});

/**
 * Registers one contract route: schemas, access and the envelope come from the contract, so a route
 * file only binds the contract to a service call (conventions rule 4).
 */
export const registerRoute = <R extends RouteDef>(
  app: FastifyInstance,
  def: R,
  handler: (input: HandlerInput<R>) => Promise<z.infer<R['data']>>,
  extra: { rateLimit?: { max: number; timeWindow: string } } = {},
) => {
  const base = routeBase(def);
  app.withTypeProvider<ZodTypeProvider>().route({
    ...base,
    config: { ...base.config, ...extra },
    schema: { ...base.schema, response: { 200: ZEnvelope(def.data) } },
    handler: async (req) => {
      const data = await handler(inputOf<R>(req));
      return { code: 0, msg: translate(requestLang(req), 'errors.OK'), data: data ?? null };
    },
  });
};

/**
 * A route whose success answer is a file (CSV export), not the envelope; failures still come as the
 * envelope through the error handler, so the client can tell them apart by content type.
 */
export const registerDownloadRoute = <R extends RouteDef>(
  app: FastifyInstance,
  def: R,
  handler: (input: HandlerInput<R>) => Promise<{
    filename: string;
    contentType: string;
    content: string | Buffer | NodeJS.ReadableStream;
    /** Shown in the page (an event's picture) rather than saved. */
    inline?: boolean;
  }>,
) => {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeBase(def, '. Answers a file.'),
    handler: async (req, reply) => {
      const file = await handler(inputOf<R>(req));
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(file.filename, file.inline))
        .header('cache-control', 'no-store')
        .send(file.content);
    },
  });
};

/**
 * Both forms: a plain ASCII name for simple clients and the exact UTF-8 name (RFC 6266). The exact one
 * is RFC 8187 `attr-char`s: encodeURIComponent leaves ' ( ) * as they are, and a ' ends the charset part.
 */
export const contentDisposition = (name: string, inline = false) => {
  const exact = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${exact}`;
};

/**
 * A route answering stored content that players seek in (videos) and pages show inline (images):
 * HTTP Range (one range: 206, past the end: 416), the exact length, the type the server decided from
 * the content with `nosniff` (a browser never second-guesses it into HTML), a download name safe for
 * any characters. Access and tenancy are the handler's, as for every route.
 */
export const registerRangedFileRoute = <R extends RouteDef>(
  app: FastifyInstance,
  def: R,
  handler: (input: HandlerInput<R>) => Promise<{
    filename: string;
    contentType: string;
    size: number;
    inline: boolean;
    open: (range?: ByteRange) => NodeJS.ReadableStream;
  }>,
  extra: { rateLimit?: { max: number; timeWindow: string } } = {},
) => {
  const base = routeBase(def, '. Answers the content, honouring one HTTP Range.');
  app.withTypeProvider<ZodTypeProvider>().route({
    ...base,
    config: { ...base.config, ...extra },
    handler: async (req, reply) => {
      const file = await handler(inputOf<R>(req));
      const range = parseByteRange(req.headers.range, file.size);
      reply
        .header('content-disposition', contentDisposition(file.filename, file.inline))
        .header('x-content-type-options', 'nosniff')
        .header('accept-ranges', 'bytes')
        .header('cache-control', 'private, no-cache');
      if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${file.size}`).send();
      reply.type(file.contentType);
      if (!range) return reply.header('content-length', file.size).send(file.open());
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(file.open(range));
    },
  });
};
