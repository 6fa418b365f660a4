import { ErrorCode, errorHttpStatus, translate, type ErrorCodeName, type Lang, type TFieldError } from '@fleet/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
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

/** Maps a zod issue to a validation key: our rules already carry one, zod's own codes are mapped. */
const issueKey = (issue: { message?: string; code?: string; origin?: unknown }) => {
  if (issue.message?.startsWith('validation.')) return issue.message;
  if (issue.code === 'too_big' && issue.origin === 'string') return 'validation.tooLong';
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message ?? '')) return 'validation.required';
  return 'validation.invalid';
};

/**
 * A value outside a closed set (an enum): the API client is told the values it takes. The UI never
 * gets here (its selects offer only those), so the values need no translation.
 */
const fieldError = (path: string, issue: { message?: string; code?: string; origin?: unknown; values?: unknown }): TFieldError => {
  const values = issue.code === 'invalid_value' && Array.isArray(issue.values) && issue.values.every((v) => typeof v === 'string' || typeof v === 'number')
    ? (issue.values as (string | number)[])
    : null;
  // Unless the schema named a more precise key for it (zEnumOf says only `invalid`, z.enum nothing).
  const precise = issue.message?.startsWith('validation.') && issue.message !== 'validation.invalid';
  if (values && values.length > 0 && !precise) return { path, code: 'validation.oneOf', values };
  return { path, code: issueKey(issue) };
};

const validationReply = (
  reply: FastifyReply, lang: Lang, fields: TFieldError[], name: ErrorCodeName = 'VALIDATION', vars?: Record<string, string | number>,
) => {
  const first = fields[0];
  const fieldVars = first?.values ? { ...vars, values: first.values.join(', ') } : vars;
  const msg = first ? `${first.path || 'body'}: ${translate(lang, first.code, fieldVars)}` : errorText(lang, name, vars);
  return send(reply, lang, name, { msg, data: { fields } });
};

/**
 * One envelope and one error policy (conventions rule 3): AppError → its code and status; request
 * validation → 400 naming the fields; anything else → a masked 500, logged with the request id.
 */
export const envelopePlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLang(req);
    if (err instanceof AppError) {
      if (err.opts.fields) return validationReply(reply, lang, err.opts.fields, err.codeName, err.opts.vars);
      return send(reply, lang, err.codeName, { msg: err.opts.msg, data: err.opts.data, vars: err.opts.vars });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // fastify-type-provider-zod: the zod issue code is the keyword, its other fields the params.
      const fields = err.validation.map((v) =>
        fieldError(v.instancePath.replace(/^\//, '').replaceAll('/', '.'), { message: v.message, code: v.keyword, origin: v.params.origin, values: v.params.values }));
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

/** Browser routes of the single-page app get index.html when the web build is served. */
const spaFallback = (app: FastifyInstance, _req: FastifyRequest, reply: FastifyReply, lang: Lang) => {
  if (app.hasDecorator('webIndexHtml')) {
    const html = (app as FastifyInstance & { webIndexHtml: () => string | null }).webIndexHtml();
    if (html) return reply.type('text/html').send(html);
  }
  return send(reply, lang, 'ROUTE_NOT_FOUND');
};
