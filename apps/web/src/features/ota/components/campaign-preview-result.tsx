import type { TCampaignPreview, TCampaignPreviewRobot } from '@fleet/contracts';
import { Alert, Table, Tabs, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a campaign would take: the count sentence, then the robots left out (with why) and the included ones. */
export const CampaignPreviewResult = ({ preview }: { preview: TCampaignPreview }) => {
  const { t } = useTranslation('ota');
  const columns = (withReason: boolean): TableColumnsType<TCampaignPreviewRobot> => [
    { key: 'deviceNumber', title: t('create.columns.deviceNumber'), dataIndex: 'deviceNumber', width: 170 },
    { key: 'name', title: t('create.columns.name'), dataIndex: 'name', width: 120 },
    { key: 'organization', title: t('create.columns.organization'), dataIndex: 'orgName', width: 120 },
    {
      key: 'currentVersion',
      title: t('create.columns.currentVersion'),
      width: 110,
      render: (_: unknown, r: TCampaignPreviewRobot) => r.currentVersion ?? t('create.noVersion'),
    },
    ...(withReason
      ? [
          {
            key: 'reason',
            title: t('create.columns.reason'),
            width: 200,
            render: (_: unknown, r: TCampaignPreviewRobot) => (r.exclusion ? t(`shared:enums.OtaExclusion.${r.exclusion}`) : '—'),
          },
        ]
      : []),
  ];
  const table = (rows: TCampaignPreviewRobot[], withReason: boolean) => (
    <Table<TCampaignPreviewRobot>
      rowKey="robotId"
      size="small"
      columns={columns(withReason)}
      dataSource={rows}
      pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      scroll={{ x: withReason ? 720 : 520 }}
    />
  );
  const empty = preview.included.length === 0;
  return (
    <>
      <Alert
        type={empty ? 'warning' : 'success'}
        showIcon
        title={t('create.previewSummary', { count: preview.included.length, excluded: preview.excluded.length })}
        description={empty ? t('create.nothingToUpgrade') : undefined}
      />
      <Tabs
        defaultActiveKey={preview.excluded.length > 0 ? 'excluded' : 'included'}
        items={[
          { key: 'included', label: t('create.included', { count: preview.included.length }), children: table(preview.included, false) },
          { key: 'excluded', label: t('create.excluded', { count: preview.excluded.length }), children: table(preview.excluded, true) },
        ]}
      />
    </>
  );
};
