import { CONSUMABLE_WARN_PERCENT, type TComponentKind, type TRobotBuild } from '@fleet/contracts';
import { Button, Flex, Popover, Progress, Tag, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CellStack } from '../../../components/cell-stack';
import { consumableName } from '../../../components/consumables-table';

/** Where a robot of the list opens: its component configuration tab. */
export const robotBuildHref = (robotId: number) => `/contentPage/robotConfigContent?robotId=${robotId}`;

/** The robot: its device number as the link to its configuration, the alias and the organization under it. */
export const RobotCell = ({ r }: { r: TRobotBuild }) => (
  <CellStack>
    <Link to={robotBuildHref(r.id)}>{r.deviceNumber}</Link>
    {r.alias && <Typography.Text type="secondary">{r.alias}</Typography.Text>}
    <Typography.Text type="secondary">{r.orgName}</Typography.Text>
  </CellStack>
);

/** The product of the robot's latest shipment: name · model, or a dash before it was shipped. */
export const productText = (p: TRobotBuild['product']) => (p ? `${p.name} · ${p.model}` : '—');

/** How many of each kind, in the order the kinds first appear. */
const kindsOf = (r: TRobotBuild) => {
  const counts = new Map<TComponentKind, number>();
  for (const c of r.components) counts.set(c.kind, (counts.get(c.kind) ?? 0) + 1);
  return [...counts];
};

/** The installed components: how many, a tag per kind, and every one of them (model, serial) on hover or click. */
export const ComponentsCell = ({ r }: { r: TRobotBuild }) => {
  const { t } = useTranslation('robotBuild');
  if (r.components.length === 0) return <Typography.Text type="secondary">{t('components.none')}</Typography.Text>;
  const kind = (k: TComponentKind) => t(`shared:enums.ComponentKind.${k}`);
  const list = (
    <ul style={{ margin: 0, paddingInlineStart: 16, maxHeight: 280, overflowY: 'auto' }}>
      {r.components.map((c) => (
        <li key={c.id}>
          {kind(c.kind)} · {c.model} <Typography.Text type="secondary">({c.serialNo})</Typography.Text>
        </li>
      ))}
    </ul>
  );
  return (
    <CellStack>
      <Popover title={t('components.listTitle')} content={list} trigger={['hover', 'click']}>
        <Button type="link" size="small" style={{ padding: 0 }} aria-label={t('components.showAll', { count: r.components.length })}>
          {t('components.count', { count: r.components.length })}
        </Button>
      </Popover>
      <Flex wrap gap={4}>
        {kindsOf(r).map(([k, n]) => (
          <Tag key={k} style={{ marginInlineEnd: 0 }}>
            {n > 1 ? `${kind(k)} ×${n}` : kind(k)}
          </Tag>
        ))}
      </Flex>
    </CellStack>
  );
};

/**
 * The consumables as the robot last reported them: the lowest remaining share (which one), and in words
 * how many are below CONSUMABLE_WARN_PERCENT; a robot that never reported says so instead of 100 %.
 */
export const ConsumablesCell = ({ r }: { r: TRobotBuild }) => {
  const { t } = useTranslation('robotBuild');
  const { token } = theme.useToken();
  if (!r.consumablesAt) return <Typography.Text type="secondary">{t('consumables.neverReported')}</Typography.Text>;
  const lowest = r.consumables.reduce<TRobotBuild['consumables'][number] | undefined>(
    (low, c) => (!low || c.remainingPercent < low.remainingPercent ? c : low),
    undefined,
  );
  if (!lowest) return <Typography.Text type="secondary">{t('consumables.none')}</Typography.Text>;
  const warn = lowest.remainingPercent < CONSUMABLE_WARN_PERCENT;
  const text = t('consumables.lowest', { percent: lowest.remainingPercent, name: consumableName(t, lowest.key) });
  return (
    <CellStack>
      <Progress
        percent={lowest.remainingPercent}
        size="small"
        status="normal"
        showInfo={false}
        strokeColor={warn ? token.colorWarning : undefined}
        aria-label={text}
        style={{ width: 140, margin: 0 }}
      />
      <Typography.Text>{text}</Typography.Text>
      {r.warnings > 0 && (
        <Tag color="orange" style={{ marginInlineEnd: 0 }}>
          {t('consumables.toReplace', { count: r.warnings })}
        </Tag>
      )}
    </CellStack>
  );
};
