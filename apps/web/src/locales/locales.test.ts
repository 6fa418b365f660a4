import { ACK_REASONS, COMMAND_TYPES, PROBE_UNKNOWN_COMMAND, sharedCatalogues } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import { catalogues } from '.';
import { FIRST_NAMESPACES, LATER_NAMESPACES, loadNamespace } from './namespaces';

const keys = (node: unknown, prefix = ''): string[] =>
  typeof node === 'string'
    ? [prefix]
    : Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));

describe('UI catalogues', () => {
  it('en and ja have exactly the keys of zh', () => {
    const zh = keys(catalogues.zh).sort();
    expect(keys(catalogues.en).sort()).toEqual(zh);
    expect(keys(catalogues.ja).sort()).toEqual(zh);
  });

  it('are each loaded with Login or later, and the loaded texts are the catalogue', async () => {
    expect([...FIRST_NAMESPACES, ...LATER_NAMESPACES].sort()).toEqual(Object.keys(catalogues.zh).sort());
    for (const lang of ['zh', 'en', 'ja'] as const) {
      for (const ns of LATER_NAMESPACES) expect(await loadNamespace(lang, ns)).toBe(catalogues[lang][ns]);
    }
  });

  it('names every command a robot can be sent (and the unknown one of the conformance probe) and every reason it can refuse one', () => {
    for (const lang of ['zh', 'en', 'ja'] as const) {
      expect(Object.keys(catalogues[lang].robot.commandType).sort()).toEqual([...COMMAND_TYPES, PROBE_UNKNOWN_COMMAND].sort());
      expect(Object.keys(catalogues[lang].robot.ackReasons).sort()).toEqual([...ACK_REASONS].sort());
    }
  });

  it('no text is empty', () => {
    // Walked, not looked up by a dotted key: operation-log action names are keys with dots ('robot.map.copy').
    const empty = (node: unknown, path: string): string[] =>
      typeof node === 'string'
        ? node.trim() === ''
          ? [path]
          : []
        : Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => empty(v, `${path}/${k}`));
    for (const lang of ['zh', 'en', 'ja'] as const) expect(empty(catalogues[lang], lang)).toEqual([]);
  });

  it('the shared catalogues merged into i18next agree across languages too', () => {
    const zh = keys(sharedCatalogues.zh).sort();
    expect(keys(sharedCatalogues.en).sort()).toEqual(zh);
    expect(keys(sharedCatalogues.ja).sort()).toEqual(zh);
  });
});
