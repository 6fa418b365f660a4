import type { TBoundLandmark } from '@fleet/contracts';
import { Button, Empty, Popconfirm, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { useUnbindLandmarks } from '../api/unbind-landmarks';

interface Props {
  userId: number;
  items: TBoundLandmark[] | undefined;
  loading: boolean;
}

/** The landmarks a user operates, each with an unbind behind a confirmation. */
export const BoundLandmarkList = ({ userId, items, loading }: Props) => {
  const { t } = useTranslation('user');
  const unbind = useUnbindLandmarks();
  const columns: TableColumnsType<TBoundLandmark> = [
    { key: 'name', title: t('landmarks.name'), dataIndex: 'name' },
    { key: 'code', title: t('landmarks.code'), dataIndex: 'code', width: 110 },
    { key: 'file', title: t('landmarks.file'), render: (_, l) => l.fileName ?? t('landmarks.noFile') },
    {
      key: 'actions',
      title: t('common:actions'),
      width: 90,
      render: (_, l) => (
        <Popconfirm
          title={t('landmarks.unbindTitle', { name: l.name })}
          description={<div style={{ maxWidth: 300 }}>{t('landmarks.unbindText')}</div>}
          okText={t('landmarks.unbind')}
          okButtonProps={{ danger: true, loading: unbind.isPending }}
          onConfirm={() =>
            unbind.mutateAsync({ userId, orgIds: [l.orgId] }).then(
              () => void feedback().message.success(t('landmarks.unbindDone')),
              () => undefined,
            )
          }
        >
          <Button type="link" danger size="small" aria-label={`${t('landmarks.unbind')} ${l.name}`}>
            {t('landmarks.unbind')}
          </Button>
        </Popconfirm>
      ),
    },
  ];
  return (
    <Table<TBoundLandmark>
      rowKey="orgId"
      size="small"
      columns={columns}
      dataSource={items ?? []}
      loading={loading}
      pagination={false}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('landmarks.empty')} /> }}
    />
  );
};
