import type { TRobot } from '@fleet/contracts';
import { Button, Flex, Segmented, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { WALL_LAYOUTS, type TWallLayout } from '../hooks/wall-state';
import { FillForm } from './fill-form';

interface Props {
  layout: TWallLayout;
  robotIds: number[];
  /** Robots of the caller's scope the picker offers (online first). */
  candidates: readonly TRobot[];
  loading: boolean;
  onLayout: (l: TWallLayout) => void;
  onRobots: (ids: number[]) => void;
}

/** Why a robot cannot be put on the wall (every robot carries the front camera of the device protocol §12). */
const unwatchable = (r: TRobot) => (!r.enabled ? 'disabled' : !r.live.online ? 'offline' : null);

/** Layout switch, robot picker and "fill from filter" above the wall. */
export const WallToolbar = ({ layout, robotIds, candidates, loading, onLayout, onRobots }: Props) => {
  const { t } = useTranslation('monitorVideo');
  const options = candidates.map((r) => {
    const why = unwatchable(r);
    const name = r.alias ? `${r.alias} (${r.deviceNumber})` : r.deviceNumber;
    return { value: r.id, label: why ? `${name} · ${t(`reasons.${why}`)}` : name, disabled: why !== null && !robotIds.includes(r.id) };
  });
  return (
    <Flex wrap gap={12} align="center">
      <Flex gap={8} align="center">
        <Typography.Text id="wall-layout-label">{t('layout')}</Typography.Text>
        <Segmented<TWallLayout>
          aria-labelledby="wall-layout-label"
          value={layout}
          onChange={onLayout}
          options={WALL_LAYOUTS.map((n) => ({ value: n, label: t('layoutOption', { n }) }))}
        />
      </Flex>
      <Select<number[]>
        mode="multiple"
        aria-label={t('robots')}
        placeholder={t('pickPlaceholder')}
        value={robotIds}
        onChange={onRobots}
        options={options}
        loading={loading}
        maxCount={layout}
        maxTagCount="responsive"
        optionFilterProp="label"
        allowClear
        style={{ flex: '1 1 320px', minWidth: 260, maxWidth: 560 }}
      />
      <FillForm size={layout} onFill={onRobots} />
      <Button onClick={() => onRobots([])} disabled={robotIds.length === 0}>
        {t('clear')}
      </Button>
    </Flex>
  );
};
