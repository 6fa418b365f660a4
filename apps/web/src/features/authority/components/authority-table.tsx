import type { TAuthority } from '@fleet/contracts';
import { Button, Empty, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodeTag } from '../../../components/code-tag';
import { Permission } from '../../../components/permission';
import type { AuthorityRow } from './authority-rows';

interface Props {
  rows: AuthorityRow[];
  loading: boolean;
  expanded: readonly string[];
  onExpand: (keys: string[]) => void;
  onEdit: (a: TAuthority) => void;
}

const cell = (render: (a: TAuthority) => React.ReactNode) => (_: unknown, r: AuthorityRow) =>
  r.kind === 'group' ? null : render(r.authority);

/** The catalogue as a tree table: groups → menus → operations. */
export const AuthorityTable = ({ rows, loading, expanded, onExpand, onEdit }: Props) => {
  const { t } = useTranslation('authority');
  const columns: TableColumnsType<AuthorityRow> = [
    {
      key: 'name',
      title: t('fields.name'),
      width: 280,
      render: (_, r) => (r.kind === 'group' ? <strong>{t(`shared:groups.${r.group}`)}</strong> : r.authority.name),
    },
    { key: 'code', title: t('fields.code'), width: 260, render: cell((a) => <CodeTag>{a.code}</CodeTag>) },
    {
      key: 'type',
      title: t('fields.type'),
      width: 110,
      render: cell((a) => <Tag color={a.type === 'menu' ? 'blue' : 'default'}>{t(`types.${a.type}`)}</Tag>),
    },
    // Not cut short: administrators read these sentences to decide what to grant.
    { key: 'description', title: t('fields.description'), render: cell((a) => a.description) },
    { key: 'roleCount', title: t('fields.roleCount'), width: 130, render: cell((a) => a.roleCount) },
    {
      key: 'actions',
      title: t('common:actions'),
      width: 100,
      render: cell((a) => (
        <Permission code="authority:edit">
          <Button type="link" size="small" onClick={() => onEdit(a)} aria-label={t('editAria', { name: `${a.name} (${a.code})` })}>
            {t('common:edit')}
          </Button>
        </Permission>
      )),
    },
  ];
  return (
    <Table<AuthorityRow>
      rowKey="key"
      size="middle"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      expandable={{ expandedRowKeys: [...expanded], onExpandedRowsChange: (keys) => onExpand(keys.map(String)) }}
      locale={{ emptyText: <Empty description={t('empty')} /> }}
    />
  );
};
