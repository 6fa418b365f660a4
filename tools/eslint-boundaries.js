import path from 'node:path';

/**
 * Import boundaries of the repository (conventions.md rule 5), as a small local ESLint rule: it
 * resolves each relative or workspace import and checks it against the layer rules below.
 * Written here rather than taken from a plugin because the plugins that do this pull native
 * resolver binaries that `npm ci` cannot install on every platform.
 */
const root = path.resolve(import.meta.dirname, '..');
const web = 'apps/web/src/';
const server = 'apps/server/src/';

/**
 * The server's layers, bottom up (ARCHITECTURE §1): core (lib/, db/) < gateway/ < modules/ (services,
 * repositories) < routes (the `*.routes.ts` files of modules/); plugins/ beside modules, knowing
 * neither modules nor routes; sim/ writes through repositories; app.ts, server.ts and env.ts compose
 * everything. Each layer may import the ones listed. Tests and their helpers build whole apps and stand
 * outside the layers.
 */
const serverMayImport = {
  core: ['core'],
  gateway: ['core', 'gateway'],
  modules: ['core', 'gateway', 'modules'],
  routes: ['core', 'gateway', 'modules', 'routes'],
  plugins: ['core', 'gateway', 'plugins'],
  sim: ['core', 'gateway', 'modules', 'sim'],
};
const serverWhy = {
  core: 'lib/ and db/ are the bottom layer: they import nothing of gateway/, modules/, plugins/, sim/ or app.ts.',
  gateway: 'gateway/ is below modules/ and plugins/: move what both need to lib/.',
  modules: 'modules/ must not import plugins/, routes files or app.ts: what both layers need lives in lib/ (session.ts, audit.ts).',
  routes: 'A routes file must not import plugins/ or app.ts: app.ts registers both.',
  plugins: 'plugins/ must not import modules/: app.ts hands a plugin what it needs from a module (see verifyApiKey).',
  sim: 'sim/ writes through repositories: it imports no plugins/, routes files or app.ts.',
};

const serverLayerOf = (rel) => {
  const inner = rel.slice(server.length);
  if (rel.startsWith('apps/server/test/') || /\.(test|fixtures)\.ts$/.test(rel)) return { layer: 'server', part: 'test' };
  const part =
    inner.startsWith('lib/') || inner.startsWith('db/')
      ? 'core'
      : inner.startsWith('gateway/')
        ? 'gateway'
        : inner.startsWith('plugins/')
          ? 'plugins'
          : inner.startsWith('sim/')
            ? 'sim'
            : inner.startsWith('modules/')
              ? /\.routes(\.ts)?$/.test(inner)
                ? 'routes'
                : 'modules'
              : 'app';
  return {
    layer: 'server',
    part,
    repository: /\.repository(\.ts)?$/.test(inner),
    schema: /^db\/schema(\/|\.ts$|$)/.test(inner),
    service: /\.service\.ts$/.test(inner),
  };
};

const layerOf = (rel) => {
  if (rel.startsWith('packages/contracts/')) return { layer: 'contracts' };
  if (rel.startsWith(server)) return serverLayerOf(rel);
  if (rel.startsWith('apps/server/')) return { layer: 'server', part: rel.startsWith('apps/server/test/') ? 'test' : 'app' };
  if (rel.startsWith(`${web}app/`)) return { layer: 'web-app' };
  if (rel.startsWith(`${web}features/`)) return { layer: 'web-feature', feature: rel.slice(`${web}features/`.length).split('/')[0] };
  if (rel.startsWith(`${web}components/`) || rel.startsWith(`${web}lib/`)) return { layer: 'web-shared' };
  if (rel.startsWith('apps/web/')) return { layer: 'web-other' };
  return { layer: 'other' };
};

/** Why `from` may not import `to`, or null when it may. */
export const violation = (from, to) => {
  if (from.layer === 'contracts' && to.layer !== 'contracts' && to.layer !== 'other') return 'contracts must not import the apps.';
  if (from.layer.startsWith('web') && to.layer === 'server') return 'The web talks to the server over HTTP only.';
  if (from.layer === 'server' && to.layer.startsWith('web')) return 'The server must not import the web.';
  if (from.layer === 'web-shared' && (to.layer === 'web-feature' || to.layer === 'web-app'))
    return 'components/ and lib/ are below features/ and app/.';
  if (from.layer === 'web-feature' && to.layer === 'web-app') return 'features/ is below app/.';
  if (from.layer === 'web-feature' && to.layer === 'web-feature' && from.feature !== to.feature) {
    return 'A feature must not import another feature: move the shared part to components/ or lib/.';
  }
  if (from.layer === 'server' && to.layer === 'server' && from.part && to.part) {
    if (from.part === 'routes' && (to.repository || to.schema)) return ROUTES_CALL_SERVICES;
    const may = serverMayImport[from.part];
    if (may && !may.includes(to.part)) return serverWhy[from.part];
  }
  return null;
};

const ROUTES_CALL_SERVICES = 'A routes file calls services only: no repository, schema or drizzle (CODE_STYLE §4).';

/** Checks of what is imported rather than from where: packages and names. */
const importViolation = (from, spec, node) => {
  if (from.part === 'routes' && (spec === 'drizzle-orm' || spec.startsWith('drizzle-orm/'))) return ROUTES_CALL_SERVICES;
  if (
    (from.service || from.repository) &&
    spec === 'fastify' &&
    node.type === 'ImportDeclaration' &&
    node.specifiers.some((s) => s.type === 'ImportSpecifier' && s.imported.name === 'FastifyRequest')
  ) {
    return 'Services take the audit context (AuditContext, lib/session.ts), never the request: the route makes it.';
  }
  return null;
};

const resolveTarget = (file, spec) => {
  if (spec.startsWith('.')) return path.relative(root, path.resolve(path.dirname(file), spec));
  if (spec === '@fleet/contracts' || spec.startsWith('@fleet/contracts/')) return 'packages/contracts/src/';
  if (spec.startsWith('@fleet/server')) return 'apps/server/';
  if (spec.startsWith('@fleet/web')) return 'apps/web/';
  return null;
};

export const boundaries = {
  rules: {
    imports: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const fromRel = path.relative(root, context.filename);
        const from = layerOf(fromRel);
        const check = (node) => {
          const spec = node.source?.value;
          if (typeof spec !== 'string') return;
          const named = importViolation(from, spec, node);
          if (named) context.report({ node: node.source, message: `${named} (${spec})` });
          const target = resolveTarget(context.filename, spec);
          if (!target) return;
          const why = violation(from, layerOf(target.replaceAll(path.sep, '/')));
          if (why) context.report({ node: node.source, message: `${why} (${spec})` });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};
