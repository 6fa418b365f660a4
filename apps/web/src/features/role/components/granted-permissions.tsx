import { permissionDescription } from '@fleet/contracts';
import { Empty, Flex, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../lib/i18n';

/** Codes grouped by their menu: `user`, `user:view` … → { user: ['view', …] }, menus in code order. */
export const groupByMenu = (codes: readonly string[]): [string, string[]][] => {
  const map = new Map<string, string[]>();
  for (const code of codes) {
    const [menu, op] = code.split(':') as [string, string | undefined];
    const ops = map.get(menu) ?? [];
    if (op) ops.push(op);
    map.set(menu, ops);
  }
  return [...map.entries()];
};

/** The granted permissions of a role, one line per menu with its operations as tags, each described in a tooltip. */
export const GrantedPermissions = ({ codes }: { codes: readonly string[] }) => {
  const { t } = useTranslation('role');
  const lang = currentLang();
  if (codes.length === 0) return <Empty description={t('noPermissions')} />;
  return (
    <Flex vertical gap={8} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {groupByMenu(codes).map(([menu, ops]) => (
        <li key={menu}>
          <Tooltip title={permissionDescription(lang, menu)}>
            <Typography.Text strong>{t(`shared:menus.${menu}`)}</Typography.Text>
          </Tooltip>{' '}
          {ops.map((op) => (
            <Tooltip key={op} title={permissionDescription(lang, `${menu}:${op}`)}>
              <Tag>{t(`shared:ops.${op}`)}</Tag>
            </Tooltip>
          ))}
        </li>
      ))}
    </Flex>
  );
};
