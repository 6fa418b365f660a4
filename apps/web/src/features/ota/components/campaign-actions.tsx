import { CampaignState, canMoveCampaign, canRollBack, type TCampaignDetail } from '@fleet/contracts';
import { useTranslation } from 'react-i18next';
import { RowActions, type RowAction } from '../../../components/row-actions';
import { feedback } from '../../../lib/feedback';
import { useCancelCampaign, useExportCampaign, usePauseCampaign, useResumeCampaign, useRollbackCampaign } from '../api/campaigns';

interface Props {
  campaign: TCampaignDetail;
  /** Upgraded robots ticked in the robots table: a rollback sends back only them (all upgraded ones when none). */
  chosen: number[];
  /** A rollback is a campaign of its own: its detail opens. */
  onOpen: (id: number) => void;
}

/** The moves the campaign's state allows (CAMPAIGN_MOVES), each behind its code and a confirmation. */
export const CampaignActions = ({ campaign: c, chosen, onOpen }: Props) => {
  const { t } = useTranslation('ota');
  const pause = usePauseCampaign();
  const resume = useResumeCampaign();
  const cancel = useCancelCampaign();
  const rollback = useRollbackCampaign();
  const exportCsv = useExportCampaign();
  const nextWave = c.state === CampaignState.AWAITING_CONFIRMATION;
  const done = (key: 'paused' | 'resumed' | 'cancelled') => () => void feedback().message.success(t(`done.${key}`));
  const confirm = (
    key: 'pause' | 'resume' | 'nextWave' | 'cancel' | 'rollback',
    okText: string,
    loading: boolean,
    run: () => Promise<unknown>,
    text = t(`confirm.${key}Text`),
  ) => ({
    title: t(`confirm.${key}Title`, { name: c.name }),
    text,
    okText,
    loading,
    onConfirm: run,
  });
  const actions: (RowAction | false)[] = [
    canMoveCampaign(c.state, CampaignState.PAUSED) && {
      key: 'pause',
      label: t('actions.pause'),
      code: 'ota:upgrade',
      confirm: confirm('pause', t('actions.pause'), pause.isPending, () => pause.mutateAsync(c.id).then(done('paused'))),
    },
    canMoveCampaign(c.state, CampaignState.RUNNING) && {
      key: 'resume',
      label: nextWave ? t('actions.nextWave') : t('actions.resume'),
      code: 'ota:upgrade',
      confirm: confirm(nextWave ? 'nextWave' : 'resume', nextWave ? t('actions.nextWave') : t('actions.resume'), resume.isPending, () =>
        resume.mutateAsync(c.id).then(done('resumed')),
      ),
    },
    canRollBack({ state: c.state, succeeded: c.counts.succeeded, rolledBack: c.rolledBackBy != null }) && {
      key: 'rollback',
      label: chosen.length > 0 ? t('actions.rollbackChosen', { count: chosen.length }) : t('actions.rollback'),
      code: 'ota:upgrade',
      confirm: confirm(
        'rollback',
        t('actions.rollback'),
        rollback.isPending,
        () =>
          rollback
            .mutateAsync({ id: c.id, ...(chosen.length > 0 && { robotIds: chosen }) })
            .then(({ id }) => (void feedback().message.success(t('done.rolledBack')), onOpen(id))),
        chosen.length > 0
          ? t('confirm.rollbackChosenText', { count: chosen.length })
          : t('confirm.rollbackText', { count: c.counts.succeeded }),
      ),
    },
    { key: 'export', label: t('actions.export'), code: 'ota:export', onClick: () => exportCsv.mutate(c.id) },
    canMoveCampaign(c.state, CampaignState.CANCELLED) && {
      key: 'cancel',
      label: t('actions.cancel'),
      code: 'ota:cancel',
      danger: true,
      confirm: confirm('cancel', t('actions.cancel'), cancel.isPending, () => cancel.mutateAsync(c.id).then(done('cancelled'))),
    },
  ];
  return <RowActions subject={c.name} size="middle" max={6} actions={actions} />;
};
