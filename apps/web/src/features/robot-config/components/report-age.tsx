import { Tooltip, Typography } from 'antd';
import { useAgeText } from '../../../components/value-age';
import { useNow } from '../../../lib/clock';
import { formatTime } from '../../../lib/format';

/**
 * How old the configuration report is. Not ValueAge's "stale" marker: a robot reports its
 * configuration hourly, so an hour-old report is current, not stale.
 */
export const ReportAge = ({ at }: { at: string }) => {
  const now = useNow();
  const age = useAgeText();
  return (
    <Tooltip title={formatTime(at)}>
      <Typography.Text data-testid="report-age">{age(at, now)}</Typography.Text>
    </Tooltip>
  );
};
