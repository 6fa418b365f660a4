import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const CSP = 'content-security-policy';

/**
 * Helmet's headers with the console's content security policy: it loads its own scripts, styles and
 * data, images (captcha SVG data URLs) included. `upgrade-insecure-requests` (a helmet default) is
 * sent only to a request that came over TLS (itself, or a trusted proxy's X-Forwarded-Proto): over
 * plain HTTP at any host but localhost the browser would fetch every script over https and show a
 * blank page.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  // After helmet's own onRequest hooks, which have set the header on the raw response by now.
  app.addHook('onRequest', async (req, reply) => {
    const policy = reply.raw.getHeader(CSP);
    if (req.protocol === 'https' && typeof policy === 'string') reply.raw.setHeader(CSP, `${policy};upgrade-insecure-requests`);
  });
});
