import { permissionDescription, permissionName, type Lang, type TAuthority, type TAuthorityUpdateBody } from '@fleet/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordOperation } from '../../lib/audit';
import type { AuditContext } from '../../lib/session';
import { findPermission, listPermissions, updatePermissionText } from './authority.repository';

/**
 * Names and descriptions in the caller's language: an edited one wins over the catalogue's. An
 * operation's default description names its screen as the screen is called now (edited or not).
 */
export const findAuthorities = async (db: Db, lang: Lang): Promise<TAuthority[]> => {
  const rows = await listPermissions(db);
  const nameOf = (p: (typeof rows)[number]) => p.names[lang] ?? permissionName(lang, p.code);
  const menuNames = new Map(rows.filter((p) => p.type === 'menu').map((p) => [p.code, nameOf(p)]));
  return rows.map((p) => {
    const defaultDescription = permissionDescription(lang, p.code, p.parentCode ? menuNames.get(p.parentCode) : undefined);
    return {
      ...p,
      name: nameOf(p),
      defaultName: permissionName(lang, p.code),
      description: p.description ?? defaultDescription,
      defaultDescription,
    };
  });
};

/**
 * Names and description only: codes are what roles and routes hold, so they are never edited. An
 * empty description is stored as null, which returns the permission to the catalogue's description.
 */
export const updateAuthority = (db: Db, audit: AuditContext, body: TAuthorityUpdateBody) =>
  db.transaction(async (tx) => {
    const current = await findPermission(tx, body.code);
    if (!current) throw new AppError('NOT_FOUND', { fields: [{ path: 'code', code: 'errors.NOT_FOUND' }] });
    const names = Object.fromEntries(Object.entries(body.names).filter(([, v]) => v)) as Record<string, string>;
    const description = body.description ?? null;
    const same = (a: Record<string, string | undefined>, b: Record<string, string | undefined>) =>
      (['zh', 'en', 'ja'] as const).every((l) => (a[l] ?? '') === (b[l] ?? ''));
    if (same(names, current.names) && description === (current.description ?? null)) throw new AppError('NO_CHANGES');
    await updatePermissionText(tx, body.code, names, description);
    await recordOperation(tx, { audit, action: 'authority.update', target: body.code, result: 'success' });
    return null;
  });
