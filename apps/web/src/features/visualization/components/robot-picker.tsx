import type { TVisRobot } from '@fleet/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The robots in the caller's scope that the area knows (visualizeHistory's per-robot rows, the busiest
 * first, and the one in the URL), searchable by device number or name.
 */
export const RobotPicker = ({ robots, value, onChange }: { robots: TVisRobot[]; value: number | null; onChange: (id: number) => void }) => {
  const { t } = useTranslation('visualization');
  return (
    <Select<number>
      showSearch
      aria-label={t('robot.pick')}
      placeholder={t('robot.pickPlaceholder')}
      value={value ?? undefined}
      onChange={onChange}
      style={{ width: 320 }}
      optionFilterProp="label"
      options={robots.map((r) => ({ value: r.robotId, label: `${r.deviceNumber} · ${r.name}` }))}
    />
  );
};
