import { buildDictionary, dictionaryLangFromParam, getDictionaryRoute } from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import { registerRoute } from '../../lib/route';

/**
 * The dictionary: the contract enumerations with their labels, those platform staff changed on the
 * configure screen included (translate reads modules/configure's overrides). Built per request: a few
 * hundred items, and never stale after a change.
 */
export const dicRoutes = async (app: FastifyInstance) => {
  registerRoute(app, getDictionaryRoute, async ({ params }) => buildDictionary(dictionaryLangFromParam(params.lang)));
};
