import type { TOutRecord } from '@fleet/contracts';
import { Button, Popover, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CellStack } from '../../../components/cell-stack';

/** Device numbers a cell shows before "and N more". */
const SHOWN = 2;

/** The robots of a shipment: how many, the first device numbers, and every one of them in a popover. */
export const RobotsCell = ({ robots }: { robots: TOutRecord['robots'] }) => {
  const { t } = useTranslation('outRecord');
  const first = robots.slice(0, SHOWN).map((r) => r.deviceNumber);
  const rest = robots.length - first.length;
  const list = (
    <ul style={{ margin: 0, paddingInlineStart: 16, maxHeight: 280, overflowY: 'auto' }}>
      {robots.map((r) => (
        <li key={r.id}>
          {r.deviceNumber}
          {r.alias && <Typography.Text type="secondary"> · {r.alias}</Typography.Text>}
        </li>
      ))}
    </ul>
  );
  return (
    <CellStack>
      <Popover title={t('robots.listTitle')} content={list} trigger="click">
        <Button type="link" size="small" style={{ padding: 0 }} aria-label={t('robots.showAll', { count: robots.length })}>
          {t('robots.count', { count: robots.length })}
        </Button>
      </Popover>
      <Typography.Text type="secondary">
        {first.join(', ')}
        {rest > 0 && ` ${t('robots.more', { count: rest })}`}
      </Typography.Text>
    </CellStack>
  );
};
