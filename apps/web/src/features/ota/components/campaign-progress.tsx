import type { TCampaign } from '@fleet/contracts';
import { Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The share of the campaign's robots upgraded, and its failures in red beside it (never hidden in the bar). */
export const CampaignProgress = ({ campaign: c }: { campaign: Pick<TCampaign, 'counts'> }) => {
  const { t } = useTranslation('ota');
  const { total, succeeded, failed } = c.counts;
  const percent = total === 0 ? 0 : Math.floor((succeeded * 100) / total);
  return (
    <Flex vertical gap={0}>
      <Progress
        percent={percent}
        size="small"
        status={failed > 0 ? 'exception' : percent === 100 ? 'success' : 'normal'}
        aria-label={t('progressText', { done: succeeded, total })}
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('progressText', { done: succeeded, total })}
      </Typography.Text>
      {failed > 0 && (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {t('failedCount', { count: failed })}
        </Typography.Text>
      )}
    </Flex>
  );
};

/** "2 / 4": the wave running (1-based) of the planned ones. */
export const waveText = (c: Pick<TCampaign, 'currentWave' | 'wavePlan'>) =>
  `${Math.min(c.currentWave + 1, Math.max(c.wavePlan.length, 1))} / ${c.wavePlan.length}`;
