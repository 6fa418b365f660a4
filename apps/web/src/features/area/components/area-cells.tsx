import { AreaKind, fixedTo, UNITS, type TArea, type TAreaStatus } from '@fleet/contracts';
import { Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CellStack } from '../../../components/cell-stack';

/**
 * design.md §7's one meaning per colour: cleaning is working (blue), idle green, attention a warning
 * (orange: a fault or a pause waits for a person), offline grey; disabled and "no robots" are not a
 * robot state and stay grey too, told apart by their words.
 */
const STATUS_COLOUR: Record<TAreaStatus, string> = {
  disabled: 'default',
  noRobots: 'default',
  attention: 'orange',
  cleaning: 'blue',
  offline: 'default',
  idle: 'green',
};

/** An area's status as a tag in words, what it means on hover. */
export const AreaStatusTag = ({ status }: { status: TAreaStatus }) => {
  const { t } = useTranslation('area');
  return (
    <Tooltip title={t(`statusHint.${status}`)}>
      <Tag color={STATUS_COLOUR[status]} data-colour={STATUS_COLOUR[status]}>
        {t(`status.${status}`)}
      </Tag>
    </Tooltip>
  );
};

/** Floors and zones (a park: zones only), and lift control when the building has it. */
export const FloorsZones = ({ area }: { area: TArea }) => {
  const { t } = useTranslation('area');
  return (
    <CellStack>
      {area.kind === AreaKind.BUILDING && area.floors !== null && <span>{t('floorCount', { count: area.floors })}</span>}
      <span>{t('zoneCount', { count: area.zones })}</span>
      {area.liftControl && <Tag>{t('liftControl')}</Tag>}
    </CellStack>
  );
};

/** m² to one decimal, half away from zero like every screen (CODE_STYLE §4). */
export const squareMetres = (m2: number) => `${fixedTo(m2, 1)} ${UNITS.area}`;

/**
 * Today's coverage in percent with the cleaned area under it; without a work area there is nothing to
 * measure against: a dash, and why on hover.
 */
export const Coverage = ({ area }: { area: TArea }) => {
  const { t } = useTranslation('area');
  if (area.coverageToday === null) {
    return (
      <Tooltip title={t('coverage.noWorkArea')}>
        <Typography.Text type="secondary" data-no-coverage="true">
          —
        </Typography.Text>
      </Tooltip>
    );
  }
  return (
    <CellStack>
      <Typography.Text strong>{t('coverage.value', { value: area.coverageToday })}</Typography.Text>
      <Typography.Text type="secondary">{t('coverage.cleaned', { value: fixedTo(area.cleanedTodayM2, 1) })}</Typography.Text>
    </CellStack>
  );
};
