import { buildDictionary, dictionaryLangFromParam, getDictionaryRoute } from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';

/** The dictionary is derived from the contract enumerations: nothing to store, cached per language. */
export const dicRoutes = async (app: FastifyInstance) => {
  const cache = new Map<string, ReturnType<typeof buildDictionary>>();
  registerRoute(app, getDictionaryRoute, async ({ params }) => {
    const lang = dictionaryLangFromParam(params.lang);
    let dic = cache.get(lang);
    if (!dic) cache.set(lang, (dic = buildDictionary(lang)));
    return dic;
  });
};
