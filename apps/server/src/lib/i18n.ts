import { langFromAcceptLanguage, translate, type ErrorCodeName, type Lang } from '@fleet/contracts';
import type { FastifyRequest } from 'fastify';

/** The caller's language: the client sends its UI language in Accept-Language (zh when absent). */
export const requestLang = (req: FastifyRequest): Lang => langFromAcceptLanguage(req.headers['accept-language']);

export const errorText = (lang: Lang, name: ErrorCodeName, vars?: Record<string, string | number>) =>
  translate(lang, `errors.${name}`, vars);
