import type { TListResult, TSoftwareVersion } from '@fleet/contracts';
import { Tag, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { CellStack } from '../../../components/cell-stack';
import { PagedTable, type SortProps } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';
import { feedback } from '../../../lib/feedback';
import { formatMinute } from '../../../lib/format';
import { useRobotTypes } from '../../../lib/robot-types';
import { useDeleteVersion } from '../api/versions';

export const VERSION_SORT = ['version', 'updatedAt'] as const;

interface Props extends SortProps {
  data: TListResult<TSoftwareVersion> | undefined;
  loading: boolean;
  onPage: (page: number, pageSize: number) => void;
  onEdit: (v: TSoftwareVersion) => void;
}

/** The version definitions, server-paged, last changed first. */
export const VersionTable = ({ data, loading, onPage, onEdit, sort, onSort }: Props) => {
  const { t } = useTranslation('version');
  const remove = useDeleteVersion();
  const robotTypes = useRobotTypes();
  // The widths add up to the table's room at 1400 px, the narrowest desktop window (no sideways scrolling).
  const columns: TableColumnsType<TSoftwareVersion> = [
    {
      key: 'version',
      title: t('definition.fields.version'),
      width: 200,
      render: (_: unknown, v) => (
        <CellStack>
          <span>
            <Tag>{t(`shared:enums.SoftwareType.${v.softwareType}`)}</Tag>
            <Typography.Text strong>{v.text}</Typography.Text>
          </span>
          <Typography.Text type="secondary" ellipsis={{ tooltip: v.description }} style={{ maxWidth: 184 }}>
            {v.description}
          </Typography.Text>
        </CellStack>
      ),
    },
    {
      key: 'robotTypes',
      title: t('definition.fields.robotTypes'),
      width: 120,
      render: (_: unknown, v) => v.robotTypes.map((r) => <Tag key={r}>{robotTypes.name(r)}</Tag>),
    },
    {
      key: 'demands',
      title: t('definition.fields.demands'),
      width: 170,
      render: (_: unknown, v) =>
        v.demands.length ? (
          <CellStack>
            {v.demands.map((d) => (
              <span key={d.id}>{d.title}</span>
            ))}
          </CellStack>
        ) : (
          '—'
        ),
    },
    {
      key: 'releaseNote',
      title: t('definition.fields.releaseNote'),
      width: 130,
      render: (_: unknown, v) => v.releaseNote?.title ?? t('definition.noReleaseNote'),
    },
    {
      key: 'packages',
      title: t('definition.fields.packages'),
      width: 100,
      render: (_: unknown, v) => t('definition.packagesCount', { packages: v.packages, released: v.released }),
    },
    {
      key: 'orgName',
      title: t('definition.fields.organization'),
      width: 120,
      render: (_: unknown, v) => (
        <Typography.Text ellipsis={{ tooltip: v.orgName }} style={{ maxWidth: 104 }}>
          {v.orgName}
        </Typography.Text>
      ),
    },
    {
      key: 'updatedAt',
      title: t('definition.fields.updated'),
      width: 140,
      render: (_: unknown, v) => (
        <CellStack>
          {v.author ?? '—'}
          <Typography.Text type="secondary">{formatMinute(v.updatedAt)}</Typography.Text>
        </CellStack>
      ),
    },
    {
      key: 'actions',
      title: t('common:actions'),
      fixed: 'right' as const,
      width: 110,
      render: (_: unknown, v) => (
        <RowActions
          subject={v.text}
          actions={[
            { key: 'edit', label: t('common:edit'), code: 'definition:edit', onClick: () => onEdit(v) },
            {
              key: 'delete',
              label: t('common:delete'),
              code: 'definition:delete',
              danger: true,
              confirm: {
                title: t('definition.confirmDeleteTitle', { text: v.text }),
                text: t('definition.confirmDeleteText'),
                okText: t('common:delete'),
                loading: remove.isPending,
                onConfirm: () => remove.mutateAsync(v.id).then(() => void feedback().message.success(t('definition.deleted'))),
              },
            },
          ]}
        />
      ),
    },
  ];
  return (
    <PagedTable<TSoftwareVersion>
      data={data}
      loading={loading}
      columns={columns}
      onPage={onPage}
      emptyText={t('definition.empty')}
      sortFields={VERSION_SORT}
      sort={sort}
      onSort={onSort}
    />
  );
};
