import { translate, type Lang, type TAuthority, type TAuthorityUpdateBody } from '@fleet/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordOperation } from '../../plugins/audit';
import { findPermission, listPermissions, updatePermissionText } from './authority.repository';

/** The catalogue's own label of a code: menus by code, operations by their verb. */
export const defaultName = (lang: Lang, code: string) => {
  const [menu, op] = code.split(':');
  return op ? translate(lang, `ops.${op}`) : translate(lang, `menus.${menu}`);
};

export const findAuthorities = async (db: Db, lang: Lang): Promise<TAuthority[]> =>
  (await listPermissions(db)).map((p) => ({ ...p, defaultName: defaultName(lang, p.code), name: p.names[lang] ?? defaultName(lang, p.code) }));

/** Names and description only: codes are what roles and routes hold, so they are never edited. */
export const updateAuthority = (db: Db, req: FastifyRequest, body: TAuthorityUpdateBody) =>
  db.transaction(async (tx) => {
    const current = await findPermission(tx, body.code);
    if (!current) throw new AppError('NOT_FOUND', { fields: [{ path: 'code', code: 'errors.NOT_FOUND' }] });
    const names = Object.fromEntries(Object.entries(body.names).filter(([, v]) => v)) as Record<string, string>;
    const description = body.description ?? null;
    const same = (a: Record<string, string | undefined>, b: Record<string, string | undefined>) =>
      (['zh', 'en', 'ja'] as const).every((l) => (a[l] ?? '') === (b[l] ?? ''));
    if (same(names, current.names) && description === (current.description ?? null)) throw new AppError('NO_CHANGES');
    await updatePermissionText(tx, body.code, names, description);
    await recordOperation(tx, { req, action: 'authority.update', target: body.code, result: 'success' });
    return null;
  });
