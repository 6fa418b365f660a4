import { PLATFORM_ONLY_CODES, type Lang, type ZCreateBusinessBody } from '@fleet/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordOperation } from '../../lib/audit';
import type { AuditContext, SessionContext } from '../../lib/session';
import { insertRole, replaceRoleCodes } from '../role/role.repository';
import { insertUserChecked } from '../user/user-admin.service';
import { findOrgInScope } from './org.repository';
import { insertOrgChecked } from './org.service';

const ADMIN_ROLE_NAME: Record<Lang, string> = { zh: '企业管理员', en: 'Business administrator', ja: '企業管理者' };

/**
 * A business: a level-1 organisation under the platform, an administrator role of its own holding
 * what the creator holds (less the platform-only codes), and its first administrator, all or nothing.
 */
export const createBusiness = (
  db: Db,
  audit: AuditContext,
  session: SessionContext,
  lang: Lang,
  body: z.infer<typeof ZCreateBusinessBody>,
) =>
  db.transaction(async (tx) => {
    const platform = await findOrgInScope(tx, session.orgId, session.orgPath);
    if (!platform || platform.level !== 0) throw new AppError('PERMISSION_DENIED');
    const { admin, ...fields } = body;
    const { id } = await insertOrgChecked(tx, session, { ...fields, level: 1, parentId: platform.id });
    const roleId = await insertRole(tx, { name: ADMIN_ROLE_NAME[lang], orgId: id, level: 1, description: null });
    await replaceRoleCodes(
      tx,
      roleId,
      [...session.permissions].filter((c) => !PLATFORM_ONLY_CODES.includes(c)),
    );
    const adminUserId = await insertUserChecked(tx, session, { ...admin, orgId: id, roleId });
    await recordOperation(tx, {
      audit,
      action: 'organization.createBusiness',
      target: `org:${id} ${body.name}`,
      result: 'success',
      detail: { adminUserId, roleId },
    });
    return { id, adminUserId, roleId };
  });
