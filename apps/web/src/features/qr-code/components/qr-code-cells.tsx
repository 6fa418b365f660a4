import { BindState, QrCodeState, type TQrCode } from '@fleet/contracts';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CellStack } from '../../../components/cell-stack';
import { formatMinute } from '../../../lib/format';
import { operateHref } from '../../../lib/operate-robot';
import { useRobotTypes } from '../../../lib/robot-types';

/**
 * A code's state in words, never colour alone (design.md §7): in use (green) with bound (blue) or
 * free beside it, or discarded (grey) with when and by whom, since that is final.
 */
export const QrCodeStateTags = ({ code: c }: { code: TQrCode }) => {
  const { t } = useTranslation('qrCode');
  if (c.state === QrCodeState.DISCARDED) {
    return (
      <CellStack>
        <span>
          <Tag data-colour="default">{t('shared:enums.QrCodeState.discarded')}</Tag>
        </span>
        {c.discardedAt && (
          <Typography.Text type="secondary">
            {t('discardedBy', { time: formatMinute(c.discardedAt), by: c.discardedBy ?? '—' })}
          </Typography.Text>
        )}
      </CellStack>
    );
  }
  const bound = c.robotId !== null;
  return (
    <Flex gap={4} wrap>
      <Tag color="green" data-colour="green">
        {t('shared:enums.QrCodeState.in_use')}
      </Tag>
      <Tag color={bound ? 'blue' : 'default'} data-colour={bound ? 'blue' : 'default'}>
        {t(`shared:enums.BindState.${bound ? BindState.BOUND : BindState.UNBOUND}`)}
      </Tag>
    </Flex>
  );
};

/** The bound device: its number leading to its operate page, its alias and type (by name, as the robot screens show it) under it. */
export const BoundDevice = ({ code: c }: { code: TQrCode }) => {
  const types = useRobotTypes();
  if (c.robotId === null || !c.deviceNumber) return <>—</>;
  const more = [c.robotAlias, c.robotType !== null && types.name(c.robotType)].filter(Boolean).join(' · ');
  return (
    <CellStack>
      <Link to={operateHref(c.robotId)}>{c.deviceNumber}</Link>
      {more && <Typography.Text type="secondary">{more}</Typography.Text>}
    </CellStack>
  );
};

/** A person and a time, the person first (who bound it, who issued it). */
export const ByAt = ({ by, at }: { by: string | null; at: string | null }) =>
  at ? (
    <CellStack>
      {by ?? '—'}
      <Typography.Text type="secondary">{formatMinute(at)}</Typography.Text>
    </CellStack>
  ) : (
    <>—</>
  );
