import { Button, Descriptions, Drawer, Flex, Popconfirm, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { useTicket } from '../api/get-ticket';
import { useTakeTicketStep } from '../api/take-ticket-step';
import { DispatchModal } from './dispatch-modal';
import { TicketStatus, type TicketView } from './ticket-status';
import { TicketStepModal, type FormStep } from './ticket-step-modal';
import { TicketTimeline } from './ticket-timeline';

/**
 * The steps a screen offers; the server's `actions` (the contracts flow for this caller and state) says
 * which of them apply now.
 */
export const SUBMITTER_STEPS = ['accept', 'reply', 'close'] as const;
export const STAFF_STEPS = ['distribute', 'process', 'accept', 'finish', 'reply', 'close'] as const;
type Step = (typeof STAFF_STEPS)[number];

interface Props {
  id: number | null;
  view: TicketView;
  offered: readonly Step[];
  onClose: () => void;
}

/** One ticket: its fields, its timeline and only the next steps the caller may take. */
export const TicketDrawer = ({ id, view, offered, onClose }: Props) => {
  const { t } = useTranslation('workOrder');
  const { t: ts } = useTranslation('shared');
  const { data } = useTicket(id);
  const taker = useTakeTicketStep();
  const [step, setStep] = useState<FormStep | 'distribute' | null>(null);
  const steps = offered.filter((s) => data?.actions.includes(s));
  /** Close and finish need no form: a confirmation, then the step. */
  const confirmStep = (s: 'close' | 'finish') => {
    if (!data) return;
    const done = () => void feedback().message.success(t('step.done', { action: t(`step.${s}`) }));
    if (data.kind === 'work_order') taker.mutate({ kind: 'work_order', body: { id: data.id, action: s } }, { onSuccess: done });
    else taker.mutate({ kind: 'close_question', body: { id: data.id } }, { onSuccess: done });
  };
  const text = (v: string | null) => v ?? '—';
  return (
    <Drawer open={id !== null} onClose={onClose} size="large" title={data ? `${t('fields.id')} ${data.id}` : t('details')}>
      {!data ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('fields.kind')}>{ts(`enums.TicketKind.${data.kind}`)}</Descriptions.Item>
            <Descriptions.Item label={t('fields.status')}>
              <TicketStatus ticket={data} view={view} />
            </Descriptions.Item>
            {data.title && <Descriptions.Item label={t('fields.title')}>{data.title}</Descriptions.Item>}
            <Descriptions.Item label={t('fields.description')}>{data.description}</Descriptions.Item>
            <Descriptions.Item label={t('fields.deviceNumber')}>{text(data.deviceNumber)}</Descriptions.Item>
            {data.kind === 'work_order' && (
              <>
                <Descriptions.Item label={t('fields.level')}>
                  {data.level === null ? '—' : ts(`enums.WorkOrderLevel.${data.level}`)}
                </Descriptions.Item>
                <Descriptions.Item label={t('fields.contactName')}>{`${data.contactName} ${data.phone ?? ''}`}</Descriptions.Item>
                <Descriptions.Item label={t('fields.address')}>{text(data.address)}</Descriptions.Item>
                <Descriptions.Item label={t('fields.handler')}>{text(data.handlerName)}</Descriptions.Item>
                <Descriptions.Item label={t('fields.analysis')}>{text(data.analysis)}</Descriptions.Item>
                <Descriptions.Item label={t('fields.solution')}>{text(data.solution)}</Descriptions.Item>
              </>
            )}
          </Descriptions>
          <Flex gap={8} wrap>
            {steps.length === 0 && <Typography.Text type="secondary">{t('noActions')}</Typography.Text>}
            {steps.map((s) =>
              s === 'close' || s === 'finish' ? (
                <Popconfirm key={s} title={t(s === 'close' ? 'step.confirmClose' : 'step.confirmFinish')} onConfirm={() => confirmStep(s)}>
                  <Button danger={s === 'close'} loading={taker.isPending}>
                    {t(`step.${s}`)}
                  </Button>
                </Popconfirm>
              ) : (
                <Button key={s} type="primary" onClick={() => setStep(s)}>
                  {t(`step.${s}`)}
                </Button>
              ),
            )}
          </Flex>
          <Typography.Title level={5}>{t('timeline')}</Typography.Title>
          <TicketTimeline events={data.timeline} />
        </Flex>
      )}
      {data && step === 'distribute' && <DispatchModal ids={[data.id]} onClose={() => setStep(null)} />}
      {data && step && step !== 'distribute' && <TicketStepModal ticket={data} step={step} onClose={() => setStep(null)} />}
    </Drawer>
  );
};
