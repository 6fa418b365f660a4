import { SimStatus, type TRobotConfig } from '@fleet/contracts';
import { Descriptions, Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The SIM card as the carrier platform reports it through the robot; status labels from the SimStatus enum. */
export const SimInfo = ({ sim }: { sim: TRobotConfig['sim'] }) => {
  const { t } = useTranslation('robotConfig');
  if (!sim) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('sim.none')} />;
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        {
          key: 'status',
          label: t('sim.status'),
          children: <Tag color={sim.status === SimStatus.NORMAL ? 'green' : 'orange'}>{t(`shared:enums.SimStatus.${sim.status}`)}</Tag>,
        },
        { key: 'iccid', label: t('sim.iccid'), children: sim.iccid ?? '—' },
        { key: 'operator', label: t('sim.operator'), children: sim.operator ?? '—' },
        {
          key: 'traffic',
          label: t('sim.traffic'),
          children: sim.trafficMb === undefined ? '—' : `${sim.trafficMb.toFixed(1)} ${t('units.mb')}`,
        },
      ]}
    />
  );
};

/** Component versions the robot reported (main unit, control unit, app …), known names translated. */
export const VersionsInfo = ({ versions }: { versions: TRobotConfig['versions'] }) => {
  const { t } = useTranslation('robotConfig');
  const entries = Object.entries(versions);
  if (entries.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('versions.none')} />;
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, md: 3 }}
      items={entries.map(([k, v]) => ({ key: k, label: t(`versions.names.${k}`, { defaultValue: k }), children: v }))}
    />
  );
};
