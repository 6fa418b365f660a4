import type { TSoftwareType } from '@fleet/contracts';
import { Empty, Modal, Result, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format';
import { useCampaignTimeline } from '../api/campaigns';
import { TargetStateTag } from './state-tags';
import { reasonText, resultText, stepText } from './target-labels';

interface Props {
  campaignId: number;
  unit: TSoftwareType;
  robot: { robotId: number; name: string };
  onClose: () => void;
}

/** One robot's way through the campaign, oldest first: state changes with their reason, and the steps it reported. */
export const TargetTimelineModal = ({ campaignId, unit, robot, onClose }: Props) => {
  const { t } = useTranslation('ota');
  const { data, isError } = useCampaignTimeline(campaignId, robot.robotId);
  const body = () => {
    if (isError) return <Result status="warning" title={t('detail.loadFailed')} />;
    if (!data) return <Skeleton active />;
    if (data.length === 0) return <Empty description={t('timeline.empty')} />;
    return (
      <Timeline
        items={data.map((e, i) => ({
          key: i,
          color: e.state === 'failed' ? 'red' : e.state === 'succeeded' ? 'green' : undefined,
          content: (
            <>
              <Typography.Text type="secondary">{formatTime(e.at)}</Typography.Text>
              <div>
                {e.state && <TargetStateTag state={e.state} />}
                {stepText(t, unit, e.step, e.percent)}
              </div>
              {e.result != null && <div>{resultText(t, e.result)}</div>}
              {e.reason && <Typography.Text type="secondary">{reasonText(t, e.reason)}</Typography.Text>}
            </>
          ),
        }))}
      />
    );
  };
  return (
    <Modal open title={t('timeline.title', { name: robot.name })} footer={null} onCancel={onClose} destroyOnHidden>
      {body()}
    </Modal>
  );
};
