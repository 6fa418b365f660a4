import { WORK_ORDER_ESCALATE_ACTION, type TTicketEvent } from '@fleet/contracts';
import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/format';

/** A ticket's steps, oldest first: who, when, the action and what they wrote. */
export const TicketTimeline = ({ events }: { events: TTicketEvent[] }) => {
  const { t } = useTranslation('workOrder');
  const { t: ts } = useTranslation('shared');
  const actionLabel = (a: string) => (a === 'ask' || a === 'reply' ? ts(`enums.QuestionAction.${a}`) : ts(`enums.WorkOrderAction.${a}`));
  return (
    <Timeline
      items={events.map((e) => {
        // The only step nobody took: the sweep's escalation (server work-order/escalation.service.ts).
        const system = e.action === WORK_ORDER_ESCALATE_ACTION;
        return {
          key: e.id,
          color: system ? 'red' : undefined,
          children: (
            <>
              <Typography.Text strong>{system ? t('event.escalateAction') : actionLabel(e.action)}</Typography.Text>
              {e.result && <Typography.Text> · {ts(`enums.AcceptanceResult.${e.result}`)}</Typography.Text>}
              <div>
                <Typography.Text type="secondary">
                  {t('event.by', { who: e.actorName ?? t(system ? 'event.system' : 'event.deletedUser'), time: formatTime(e.at) })}
                </Typography.Text>
              </div>
              {system && <div>{t('event.escalated')}</div>}
              {e.handlerName && <div>{t('event.handler', { name: e.handlerName })}</div>}
              {e.analysis && <div>{`${t('fields.analysis')}: ${e.analysis}`}</div>}
              {e.solution && <div>{`${t('fields.solution')}: ${e.solution}`}</div>}
              {e.pictures.length > 0 && <div>{t('event.pictures', { count: e.pictures.length })}</div>}
              {e.comment && <div>{e.comment}</div>}
            </>
          ),
        };
      })}
    />
  );
};
