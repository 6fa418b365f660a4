import { langFromAcceptLanguage, translate, type ErrorCodeName, type Lang } from '@fleet/contracts';
import type { FastifyRequest } from 'fastify';

/** The caller's language: the client sends its UI language in Accept-Language (zh when absent). */
export const requestLang = (req: FastifyRequest): Lang => langFromAcceptLanguage(req.headers['accept-language']);

/** The language the request names, or undefined when it names none (no zh by default). */
export const namedLang = (req: FastifyRequest): Lang | undefined => (req.headers['accept-language'] ? requestLang(req) : undefined);

export const errorText = (lang: Lang, name: ErrorCodeName, vars?: Record<string, string | number>) =>
  translate(lang, `errors.${name}`, vars);
