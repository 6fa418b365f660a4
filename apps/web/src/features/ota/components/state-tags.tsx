import { SyncOutlined } from '@ant-design/icons';
import { CampaignState, TargetState, type TCampaignState, type TTargetState } from '@fleet/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The colours of design.md §7: moving blue, waiting for a person orange, stopped by failures red, done green, ended grey. */
const CAMPAIGN_COLOURS: Record<TCampaignState, string> = {
  [CampaignState.RUNNING]: 'blue',
  [CampaignState.AWAITING_CONFIRMATION]: 'orange',
  [CampaignState.PAUSED]: 'purple',
  [CampaignState.HALTED]: 'red',
  [CampaignState.COMPLETED]: 'green',
  [CampaignState.CANCELLED]: 'default',
};

const TARGET_COLOURS: Record<TTargetState, string> = {
  [TargetState.PENDING]: 'default',
  [TargetState.WAITING]: 'orange',
  [TargetState.SENT]: 'blue',
  [TargetState.UPGRADING]: 'blue',
  [TargetState.SUCCEEDED]: 'green',
  [TargetState.FAILED]: 'red',
  [TargetState.CANCELLED]: 'default',
};

export const CampaignStateTag = ({ state }: { state: TCampaignState }) => {
  const { t } = useTranslation();
  return (
    <Tag
      color={CAMPAIGN_COLOURS[state]}
      data-colour={CAMPAIGN_COLOURS[state]}
      icon={state === CampaignState.RUNNING ? <SyncOutlined spin /> : undefined}
    >
      {t(`shared:enums.CampaignState.${state}`)}
    </Tag>
  );
};

export const TargetStateTag = ({ state }: { state: TTargetState }) => {
  const { t } = useTranslation();
  return (
    <Tag color={TARGET_COLOURS[state]} data-colour={TARGET_COLOURS[state]}>
      {t(`shared:enums.TargetState.${state}`)}
    </Tag>
  );
};
