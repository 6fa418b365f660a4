import { canRollBack } from '@fleet/contracts';
import { Divider, Drawer, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCampaign } from '../api/campaigns';
import { CampaignActions } from './campaign-actions';
import { CampaignSummary } from './campaign-summary';
import { CampaignTargetsTable } from './campaign-targets-table';
import { CampaignWavesTable } from './campaign-waves-table';

interface Props {
  id: number;
  onOpen: (id: number) => void;
  onClose: () => void;
}

/**
 * One campaign: its settings, its waves, the moves its state allows and its robots (live through the
 * page's campaign news). While it can be rolled back, upgraded robots can be ticked to roll back only them.
 */
export const CampaignDetailDrawer = ({ id, onOpen, onClose }: Props) => {
  const { t } = useTranslation('ota');
  const { data: c, isError } = useGetCampaign(id);
  const [chosen, setChosen] = useState<number[]>([]);
  const section = (key: 'settings' | 'waves' | 'robots') => (
    <Divider titlePlacement="start">
      <Typography.Text strong>{t(`detail.sections.${key}`)}</Typography.Text>
    </Divider>
  );
  const body = () => {
    if (isError && !c) return <Result status="warning" title={t('detail.loadFailed')} />;
    if (!c) return <Skeleton active paragraph={{ rows: 10 }} />;
    const rollback = canRollBack({ state: c.state, succeeded: c.counts.succeeded, rolledBack: c.rolledBackBy != null });
    return (
      <>
        <CampaignActions campaign={c} chosen={rollback ? chosen : []} onOpen={onOpen} />
        {section('settings')}
        <CampaignSummary campaign={c} onOpen={onOpen} />
        {section('waves')}
        <CampaignWavesTable campaign={c} />
        {section('robots')}
        <CampaignTargetsTable key={c.id} campaign={c} choose={rollback ? { chosen, onChoose: setChosen } : undefined} />
      </>
    );
  };
  return (
    <Drawer
      open
      onClose={onClose}
      size={1080}
      title={c ? t('detail.title', { id: c.id, name: c.name }) : t('actions.details')}
      destroyOnHidden
    >
      {body()}
    </Drawer>
  );
};
