import { ZCreateQuestionBody, ZCreateWorkOrderBody, type TTicketKind } from '@fleet/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Modal, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback, showError } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { ownDetailQuery } from '../../../lib/session-api';
import { useCreateTicket } from '../api/create-ticket';
import { WorkOrderFields } from './work-order-fields';

type Values = Record<string, string | number | number[] | undefined>;

/**
 * Submit a device work order or ask a question; the server's field errors land on their fields.
 * `initial` fills the work order form (from the fault center or a robot's operate page: device, level,
 * description); the contact starts as the submitter's own.
 */
export const NewTicketModal = ({ onClose, initial }: { onClose: () => void; initial?: Values | null }) => {
  const { t } = useTranslation('workOrder');
  const [kind, setKind] = useState<TTicketKind>('work_order');
  const [form] = Form.useForm<Values>();
  // Loaded by the route guard already; the form waits for it so the contact starts filled.
  const { data: me, isPending: meLoading } = useQuery(ownDetailQuery());
  // The contact defaults to the submitter (their own detail), the rest to what the opening screen handed over.
  const start: Values = { contactName: me?.userName, phone: me?.phone || undefined, company: me?.businessName, ...initial };
  const creator = useCreateTicket();
  const schema = kind === 'work_order' ? ZCreateWorkOrderBody : ZCreateQuestionBody;
  const rule = (f: string) => [zodRule(schema, f)];
  const submit = (v: Values) => {
    // A picked robot names the device; a number typed before picking it is not sent alongside.
    const device = v.robotId != null ? { robotId: v.robotId, deviceNumber: undefined } : { robotId: undefined };
    const ticket =
      kind === 'work_order'
        ? { kind: 'work_order' as const, body: ZCreateWorkOrderBody.parse({ ...v, ...device }) }
        : { kind: 'question' as const, body: ZCreateQuestionBody.parse(v) };
    creator.mutate(ticket, {
      onSuccess: ({ id }) => {
        feedback().message.success(t('create.done', { id }));
        onClose();
      },
      onError: (err) => {
        if (!applyFieldErrors(form, err)) showError(err);
      },
    });
  };
  const text = (name: string, max: number, area = false) => (
    <Form.Item key={name} name={name} label={t(`fields.${name}`)} rules={rule(name)}>
      {area ? <Input.TextArea rows={3} maxLength={max} showCount /> : <Input maxLength={max} />}
    </Form.Item>
  );
  return (
    <Modal open title={t('create.title')} okButtonProps={{ loading: creator.isPending }} onOk={() => form.submit()} onCancel={onClose}>
      <Segmented<TTicketKind>
        block
        value={kind}
        onChange={(k) => {
          setKind(k);
          form.resetFields();
        }}
        options={[
          { value: 'work_order', label: t('create.workOrder') },
          { value: 'question', label: t('create.question') },
        ]}
        style={{ marginBottom: 16 }}
      />
      {meLoading ? (
        <Skeleton active />
      ) : (
        <Form
          form={form}
          layout="vertical"
          name={`new-${kind}`}
          onFinish={submit}
          initialValues={kind === 'work_order' ? start : undefined}
        >
          {kind === 'work_order' ? (
            <WorkOrderFields robotLabel={initial?.robotId ? String(initial.deviceNumber) : undefined} />
          ) : (
            <>
              {text('title', 60)}
              {text('description', 300, true)}
            </>
          )}
        </Form>
      )}
    </Modal>
  );
};
