import { TICKET_PICTURES_MAX, V, ZAcceptanceResult, zId, zOptText, zText, type TTicketDetail } from '@fleet/contracts';
import { Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { feedback } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { useTakeTicketStep, type TicketStep } from '../api/take-ticket-step';
import { PictureUpload } from '../../../components/picture-upload';

/** The steps taken with a form: processing a work order (staff, its handler), accepting it, or replying to a question. */
export type FormStep = 'process' | 'accept' | 'reply';
const ZAcceptForm = z.object({ result: ZAcceptanceResult, comment: zOptText(300) });
const ZReplyForm = z.object({ comment: zText(300) });
const ZProcessForm = z.object({
  analysis: zText(300),
  solution: zText(300),
  pictures: z.array(zId(), { error: V.required }).min(1, V.required),
  comment: zOptText(300),
});
const SCHEMAS = { process: ZProcessForm, accept: ZAcceptForm, reply: ZReplyForm };
interface Values {
  result?: 'pass' | 'fail';
  comment?: string;
  analysis?: string;
  solution?: string;
  pictures?: number[];
}

const bodyOf = (id: number, step: FormStep, v: Values): TicketStep => {
  if (step === 'process')
    return {
      kind: 'work_order',
      body: { id, action: 'process', analysis: v.analysis!, solution: v.solution!, pictures: v.pictures!, comment: v.comment },
    };
  if (step === 'accept') return { kind: 'work_order', body: { id, action: 'accept', result: v.result!, comment: v.comment } };
  return { kind: 'reply', body: { id, comment: v.comment ?? '' } };
};

export const TicketStepModal = ({ ticket, step, onClose }: { ticket: TTicketDetail; step: FormStep; onClose: () => void }) => {
  const { t } = useTranslation('workOrder');
  const { t: ts } = useTranslation('shared');
  const [form] = Form.useForm<Values>();
  const taker = useTakeTicketStep();
  const schema = SCHEMAS[step];
  const submit = (v: Values) => {
    taker.mutate(bodyOf(ticket.id, step, v), {
      onSuccess: () => {
        feedback().message.success(t('step.done', { action: t(`step.${step}`) }));
        onClose();
      },
    });
  };
  return (
    <Modal
      open
      title={t(`step.${step}`)}
      okButtonProps={{ loading: taker.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name={`ticket-${step}`} onFinish={submit}>
        {step === 'accept' && (
          <Form.Item name="result" label={t('fields.result')} rules={[zodRule(schema, 'result')]}>
            <Radio.Group options={(['pass', 'fail'] as const).map((r) => ({ value: r, label: ts(`enums.AcceptanceResult.${r}`) }))} />
          </Form.Item>
        )}
        {step === 'process' && (
          <>
            <Form.Item name="analysis" label={t('fields.analysis')} rules={[zodRule(schema, 'analysis')]}>
              <Input.TextArea rows={2} maxLength={300} />
            </Form.Item>
            <Form.Item name="solution" label={t('fields.solution')} rules={[zodRule(schema, 'solution')]}>
              <Input.TextArea rows={2} maxLength={300} />
            </Form.Item>
            <Form.Item name="pictures" label={t('fields.pictures')} rules={[zodRule(schema, 'pictures')]} extra={t('pictures.hint')}>
              <PictureUpload max={TICKET_PICTURES_MAX} testId="ticket-picture-input" />
            </Form.Item>
          </>
        )}
        <Form.Item name="comment" label={t('fields.comment')} rules={[zodRule(schema, 'comment')]}>
          <Input.TextArea
            rows={3}
            maxLength={300}
            placeholder={t(step === 'reply' ? 'step.replyPlaceholder' : 'step.commentPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};
