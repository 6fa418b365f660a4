import type { TRobotBuild } from '@fleet/contracts';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMinute } from '../../../lib/format';
import { useRobotTypes } from '../../../lib/robot-types';

/** Which robot the tab is about: its numbers, and the product and hardware version it was shipped as. */
export const RobotBuildHeader = ({ robot: r }: { robot: TRobotBuild }) => {
  const { t } = useTranslation('robotBuild');
  const robotTypes = useRobotTypes();
  const items = [
    { key: 'deviceNumber', label: t('shared:fields.deviceNumber'), children: r.deviceNumber },
    { key: 'alias', label: t('shared:fields.alias'), children: r.alias || '—' },
    { key: 'robotType', label: t('shared:fields.robotType'), children: robotTypes.name(r.robotType) },
    { key: 'product', label: t('fields.product'), children: r.product ? `${r.product.name} · ${r.product.model}` : t('header.noProduct') },
    { key: 'hardwareVersion', label: t('shared:fields.hardwareVersion'), children: r.hardwareVersion || '—' },
    { key: 'shippedAt', label: t('shared:fields.shippedAt'), children: formatMinute(r.shippedAt) },
  ];
  return (
    <Card size="small" title={t('header.title')}>
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} />
    </Card>
  );
};
