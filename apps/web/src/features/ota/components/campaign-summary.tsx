import type { TCampaignDetail } from '@fleet/contracts';
import { Button, Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMinute } from '../../../lib/format';
import { CampaignStateTag } from './state-tags';

interface Props {
  campaign: TCampaignDetail;
  onOpen: (id: number) => void;
}

/** The settings a campaign was started with, its state and its rollback links. */
export const CampaignSummary = ({ campaign: c, onOpen }: Props) => {
  const { t } = useTranslation('ota');
  const link = (id: number, key: 'rollbackOf' | 'rolledBackBy') => (
    <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(id)}>
      {t(key, { id })}
    </Button>
  );
  const items = [
    { key: 'state', label: t('detail.fields.state'), children: <CampaignStateTag state={c.state} /> },
    { key: 'unitVersion', label: t('detail.fields.unitVersion'), children: `${t(`shared:enums.SoftwareType.${c.unit}`)} ${c.version}` },
    { key: 'package', label: t('detail.fields.package'), children: `#${c.packageId} · ${t(`shared:enums.PackageType.${c.packageType}`)}` },
    { key: 'organization', label: t('detail.fields.organization'), children: c.orgName },
    { key: 'waves', label: t('detail.fields.waves'), children: t('detail.wavesValue', { plan: c.wavePlan.join(' → ') }) },
    { key: 'advance', label: t('detail.fields.advance'), children: t(`shared:enums.CampaignAdvance.${c.advance}`) },
    {
      key: 'thresholds',
      label: t('detail.fields.thresholds'),
      children: t('detail.thresholdsValue', { success: c.successPercent, haltPercent: c.haltPercent, haltCount: c.haltCount }),
    },
    {
      key: 'window',
      label: t('detail.fields.window'),
      children: c.window
        ? t('detail.windowValue', { start: c.window.start, end: c.window.end, timeZone: c.timeZone })
        : t('detail.anyTime', { timeZone: c.timeZone }),
    },
    { key: 'battery', label: t('detail.fields.battery'), children: t('detail.batteryValue', { percent: c.minBattery }) },
    {
      key: 'retries',
      label: t('detail.fields.retries'),
      children: t('detail.retriesValue', { count: c.retries, seconds: c.retryBackoffSeconds }),
    },
    { key: 'timeout', label: t('detail.fields.timeout'), children: t('detail.timeoutValue', { minutes: c.robotTimeoutMinutes }) },
    { key: 'createdBy', label: t('detail.fields.createdBy'), children: c.createdBy ?? '—' },
    { key: 'createdAt', label: t('detail.fields.createdAt'), children: formatMinute(c.createdAt) },
    ...(c.endedAt ? [{ key: 'endedAt', label: t('detail.fields.endedAt'), children: formatMinute(c.endedAt) }] : []),
    ...(c.rollbackOf != null || c.rolledBackBy != null
      ? [
          {
            key: 'rollback',
            label: t('detail.fields.rollback'),
            children: (
              <Space>
                {c.rollbackOf != null && link(c.rollbackOf, 'rollbackOf')}
                {c.rolledBackBy != null && link(c.rolledBackBy, 'rolledBackBy')}
              </Space>
            ),
          },
        ]
      : []),
  ];
  return <Descriptions column={2} bordered size="small" items={items} />;
};
