import path from 'node:path';

/**
 * Import boundaries of the repository (conventions.md rule 5), as a small local ESLint rule: it
 * resolves each relative or workspace import and checks it against the layer rules below.
 * Written here rather than taken from a plugin because the plugins that do this pull native
 * resolver binaries that `npm ci` cannot install on every platform.
 */
const root = path.resolve(import.meta.dirname, '..');
const web = 'apps/web/src/';

const layerOf = (rel) => {
  if (rel.startsWith('packages/contracts/')) return { layer: 'contracts' };
  if (rel.startsWith('apps/server/')) return { layer: 'server' };
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
  if (from.layer === 'web-shared' && (to.layer === 'web-feature' || to.layer === 'web-app')) return 'components/ and lib/ are below features/ and app/.';
  if (from.layer === 'web-feature' && to.layer === 'web-app') return 'features/ is below app/.';
  if (from.layer === 'web-feature' && to.layer === 'web-feature' && from.feature !== to.feature) {
    return 'A feature must not import another feature: move the shared part to components/ or lib/.';
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
