import { ErrorCode, errorHttpStatus, fieldErrorOf, fieldMessage, type ErrorCodeName, type Lang, type TFieldError } from '@fleet/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionError } from '../db/connection-error';
import { AppError } from '../lib/app-error';
import { errorText, requestLang } from '../lib/i18n';
import { API_PREFIX } from '../lib/route';

const send = (
  reply: FastifyReply,
  lang: Lang,
  name: ErrorCodeName,
  extra: { msg?: string; data?: unknown; vars?: Record<string, string | number> } = {},
) =>
  reply
    .status(errorHttpStatus[name])
    .send({ code: ErrorCode[name], msg: extra.msg ?? errorText(lang, name, extra.vars), data: extra.data ?? null });

/**
 * The message names the first refused field as the user knows it ("设备编号：…"), never its API path;
 * every field carries the values its message names, so a client translating `code` itself (the web's
 * forms) shows the same sentence.
 */
const validationReply = (
  reply: FastifyReply,
  lang: Lang,
  fields: TFieldError[],
  name: ErrorCodeName = 'VALIDATION',
  vars?: Record<string, string | number>,
) => {
  const withVars = vars ? fields.map((f) => ({ ...f, vars: { ...vars, ...f.vars } })) : fields;
  const first = withVars[0];
  const msg = first ? fieldMessage(lang, first) : errorText(lang, name, vars);
  return send(reply, lang, name, { msg, data: { fields: withVars } });
};

/**
 * One envelope and one error policy (conventions rule 3): AppError → its code and status; request
 * validation → 400 naming the fields; a database that cannot be reached → 503 DATABASE_UNAVAILABLE;
 * anything else → a masked 500, logged with the request id.
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((thrown: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLang(req);
    // The supervisor is told and logs the outage once (db/supervisor.ts); each refused call is not news.
    const err = isConnectionError(thrown) ? new AppError('DATABASE_UNAVAILABLE') : thrown;
    if (err instanceof AppError) {
      if (err.codeName === 'DATABASE_UNAVAILABLE' && app.hasDecorator('databaseHealth')) app.databaseHealth.suspect();
      if (err.opts.fields) return validationReply(reply, lang, err.opts.fields, err.codeName, err.opts.vars);
      return send(reply, lang, err.codeName, { msg: err.opts.msg, data: err.opts.data, vars: err.opts.vars });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // fastify-type-provider-zod: the zod issue code is the keyword, its other fields the params.
      const fields = err.validation.map((v) =>
        fieldErrorOf(v.instancePath.replace(/^\//, '').replaceAll('/', '.'), {
          message: v.message,
          code: v.keyword,
          origin: v.params.origin,
          values: v.params.values,
        }),
      );
      return validationReply(reply, lang, fields);
    }
    if (err.statusCode === 429) return send(reply, lang, 'RATE_LIMITED');
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // Fastify's own client errors (bad JSON, body too large, wrong content type): never internals.
      return send(reply, lang, 'BAD_REQUEST');
    }
    req.log.error({ err, reqId: req.id }, 'unhandled error');
    return send(reply, lang, 'INTERNAL', { msg: `${errorText(lang, 'INTERNAL')} (request ${req.id})` });
  });

  app.setNotFoundHandler((req, reply) => {
    const lang = requestLang(req);
    // API paths, non-GET calls and missing files (/assets/x.js) get a real 404, never the app's HTML.
    const isFile = /\.[a-z0-9]+$/i.test(req.url.split('?')[0] ?? '');
    if (req.url.startsWith(API_PREFIX) || req.method !== 'GET' || isFile) return send(reply, lang, 'ROUTE_NOT_FOUND');
    return spaFallback(app, req, reply, lang);
  });
});

/**
 * Fastify's `frameworkErrors`: what its router refuses before any route or hook runs (a path that is
 * not valid percent-encoding, e.g. half a surrogate pair sent as %ED%A0%80) gets the envelope too.
 */
export const frameworkErrors = (_err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
  void send(reply, requestLang(req), 'BAD_REQUEST');
};

/** Browser routes of the single-page app get index.html when the web build is served. */
const spaFallback = (app: FastifyInstance, _req: FastifyRequest, reply: FastifyReply, lang: Lang) => {
  if (app.hasDecorator('webIndexHtml')) {
    const html = (app as FastifyInstance & { webIndexHtml: () => string | null }).webIndexHtml();
    if (html) return reply.type('text/html').send(html);
  }
  return send(reply, lang, 'ROUTE_NOT_FOUND');
};
