import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { useDispatchWorkOrders } from '../api/dispatch-work-orders';
import { useHandlers } from '../api/list-handlers';

interface Values {
  handlerId?: number;
  comment?: string;
}

/** Dispatch one or several work orders to a handler of the caller's subtree, with an optional note. */
export const DispatchModal = ({ ids, onClose }: { ids: number[]; onClose: () => void }) => {
  const { t } = useTranslation('workOrder');
  const [form] = Form.useForm<Values>();
  const handlers = useHandlers(true);
  const dispatcher = useDispatchWorkOrders();
  const submit = (v: Values) =>
    dispatcher.mutate(
      { ids, handlerId: v.handlerId!, comment: v.comment?.trim() || undefined },
      {
        onSuccess: ({ dispatched }) => {
          feedback().message.success(t('dispatch.done', { count: dispatched.length }));
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title={t('dispatch.title', { count: ids.length })}
      okButtonProps={{ loading: dispatcher.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form form={form} layout="vertical" name="dispatch" onFinish={submit}>
        <Form.Item name="handlerId" label={t('fields.handler')} rules={[{ required: true, message: t('dispatch.handlerRequired') }]}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={handlers.isLoading}
            options={handlers.data?.map((u) => ({ value: u.id, label: `${u.userName} (${u.account})` }))}
          />
        </Form.Item>
        <Form.Item name="comment" label={t('fields.comment')}>
          <Input.TextArea rows={2} maxLength={300} placeholder={t('step.commentPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
