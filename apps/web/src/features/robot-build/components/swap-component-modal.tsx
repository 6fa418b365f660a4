import {
  RemovedTo,
  ZComponentSwapBody,
  type TFieldError,
  type TInstalledComponent,
  type TRemovedTo,
  type TRobotBuild,
} from '@fleet/contracts';
import { Alert, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EnumSelect } from '../../../components/enum-select';
import { usePermission } from '../../../components/permission';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRefineRule, zodRule } from '../../../lib/form-rules';
import { ApiError } from '../../../lib/request';
import { useIdleComponents } from '../api/idle-components';
import { useSwapComponent } from '../api/swap-component';

interface Values {
  removeId: number;
  removedTo: TRemovedTo;
  installId?: number;
  note?: string;
}

/**
 * The swap runs the inventory's install step, whose refusals name the robot (`robotId`: the model of
 * the component put in does not fit its type) or the component (`id`): both are about the new one.
 */
const FIELD_OF: Record<string, keyof Values> = { robotId: 'installId', id: 'installId' };
const onForm = (e: Error): Error => {
  const fields = e instanceof ApiError ? (e.data as { fields?: TFieldError[] } | null)?.fields : undefined;
  if (!(e instanceof ApiError) || !fields) return e;
  const data = { ...(e.data as object), fields: fields.map((f) => ({ ...f, path: FIELD_OF[f.path] ?? f.path })) };
  return new ApiError({ kind: e.kind, msg: e.msg, code: e.code, status: e.status, data });
};

/** The component taken out, shown (not chosen) in the form, so a refusal about it lands under it. */
const Removed = ({ id, text }: { id?: string; text: string }) => <Input id={id} readOnly variant="filled" value={text} />;

interface Props {
  robot: TRobotBuild;
  component: TInstalledComponent;
  onClose: () => void;
}

/**
 * Swap one installed component for an idle one of the same kind from the inventory, in one step:
 * where the old one goes (back to stock by default, repair or discard), the new one, a note for both
 * histories. Choosing needs the inventory's view permission (its list route); without it the dialog
 * says so rather than failing.
 */
export const SwapComponentModal = ({ robot, component: old, onClose }: Props) => {
  const { t } = useTranslation('robotBuild');
  const [form] = Form.useForm<Values>();
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<string>();
  const canList = usePermission('componentResource:view');
  const idle = useIdleComponents(old.kind, keyword, canList);
  const swap = useSwapComponent();
  const kind = t(`shared:enums.ComponentKind.${old.kind}`);
  const options = (idle.data?.list ?? []).map((c) => ({ value: c.id, label: `${c.model} · ${c.serialNo}`, serialNo: c.serialNo }));
  const submit = (v: Values) =>
    swap.mutate(
      { robotId: robot.id, removeId: old.id, removedTo: v.removedTo, installId: v.installId!, note: v.note },
      {
        onSuccess: () => {
          void feedback().message.success(t('swap.done', { removed: old.serialNo, installed: picked ?? '' }));
          onClose();
        },
        onError: (e) => applyFieldErrors(form, onForm(e)),
      },
    );
  const title = t('swap.title', { serialNo: old.serialNo });
  return (
    <Modal
      open
      title={title}
      okText={t('swap.ok')}
      okButtonProps={{ loading: swap.isPending, disabled: !canList }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={520}
    >
      <Form<Values>
        form={form}
        name="component-swap"
        layout="vertical"
        initialValues={{ removeId: old.id, removedTo: RemovedTo.REMOVE }}
        onFinish={submit}
        aria-label={title}
      >
        <Typography.Paragraph type="secondary">{t('swap.hint', { kind, model: old.model, serialNo: old.serialNo })}</Typography.Paragraph>
        <Form.Item name="removeId" label={t('shared:fields.removeId')}>
          <Removed text={t('swap.removed', { model: old.model, serialNo: old.serialNo })} />
        </Form.Item>
        <Form.Item name="removedTo" label={t('shared:fields.removedTo')} required>
          <EnumSelect enumName="RemovedTo" />
        </Form.Item>
        {!canList && <Alert type="warning" showIcon title={t('swap.noInventoryAccess')} style={{ marginBottom: 16 }} />}
        <Form.Item
          name="installId"
          label={t('shared:fields.installId')}
          required
          extra={t('swap.installHint', { kind })}
          rules={[zodRefineRule(ZComponentSwapBody, 'installId', { robotId: robot.id, removeId: old.id })]}
        >
          <Select<number>
            showSearch
            allowClear
            disabled={!canList}
            filterOption={false}
            onSearch={(s) => setKeyword(s.trim().slice(0, 60))}
            onSelect={(_, o) => setPicked(o.serialNo)}
            loading={idle.isFetching}
            placeholder={t('swap.installPlaceholder', { kind })}
            notFoundContent={t('swap.noIdle', { kind })}
            options={options}
          />
        </Form.Item>
        <Form.Item name="note" label={t('shared:fields.note')} rules={[zodRule(ZComponentSwapBody, 'note')]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} showCount maxLength={300} placeholder={t('swap.notePlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
