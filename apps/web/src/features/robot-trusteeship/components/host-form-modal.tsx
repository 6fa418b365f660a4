import { TrusteeshipType, type TRobot } from '@fleet/contracts';
import { Button, DatePicker, Flex, Form, Modal, Radio, Select } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRefineRule, zodRule } from '../../../lib/form-rules';
import { useHostRobots } from '../api/host-robots';
import { useListTrustOrgs } from '../api/list-trust-orgs';
import { maxDaysOf, toHostBody, WINDOW_RULE_FILL, ZHostForm, type HostFormValues } from './host-form';

interface Props {
  open: boolean;
  /** Robots that may be chosen (owned, not hosted) and those chosen when the modal opens. */
  candidates: readonly TRobot[];
  preselected: readonly number[];
  onClose: () => void;
  mobile?: boolean;
}

const TYPES = [TrusteeshipType.PERMANENT, TrusteeshipType.LEASE, TrusteeshipType.TRIAL] as const;

/** Host robots to an organisation: permanent (no end), lease or trial (an end inside the longest window). */
export const HostFormModal = ({ open, candidates, preselected, onClose, mobile }: Props) => {
  const { t } = useTranslation('robotTrusteeship');
  const [form] = Form.useForm<HostFormValues>();
  const host = useHostRobots();
  const orgs = useListTrustOrgs(open);
  const type = Form.useWatch('type', form);
  const maxDays = maxDaysOf(type);
  const required = { required: true, message: t('shared:validation.required') };
  const submit = (v: HostFormValues) =>
    host.mutate(toHostBody(v) as Parameters<typeof host.mutate>[0], {
      onSuccess: () => {
        void feedback().message.success(t('hosted'));
        onClose();
      },
      onError: (err) => applyFieldErrors(form, err),
    });
  return (
    <Modal open={open} onCancel={onClose} title={t('actions.host')} footer={null} destroyOnHidden width={mobile ? '100%' : 600}>
      <Form<HostFormValues>
        form={form}
        name="robot-host"
        layout="vertical"
        size={mobile ? 'large' : undefined}
        aria-label={t('actions.host')}
        initialValues={{ robotIds: [...preselected], type: TrusteeshipType.LEASE, startAt: dayjs().startOf('minute') }}
        onFinish={submit}
      >
        <Form.Item name="robotIds" label={t('fields.robots')} rules={[zodRule(ZHostForm, 'robotIds')]} required>
          <Select
            mode="multiple"
            allowClear
            optionFilterProp="label"
            placeholder={t('placeholders.robots')}
            options={candidates.map((r) => ({ value: r.id, label: `${r.deviceNumber} · ${r.alias}` }))}
          />
        </Form.Item>
        <Form.Item name="orgId" label={t('fields.hostOrg')} rules={[required]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={orgs.isLoading}
            placeholder={t('placeholders.hostOrg')}
            options={orgs.data?.map((o) => ({ value: o.id, label: `${o.name} (${o.code})` }))}
          />
        </Form.Item>
        <Form.Item name="type" label={t('fields.type')} rules={[required]}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={TYPES.map((v) => ({ value: v, label: t(`shared:enums.TrusteeshipType.${v}`) }))}
          />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item name="startAt" label={t('fields.startAt')} rules={[required]} style={{ flex: 1, minWidth: 200 }}>
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item
            name="endAt"
            label={t('fields.endAt')}
            dependencies={['type', 'startAt']}
            required={type !== TrusteeshipType.PERMANENT}
            rules={[zodRefineRule(ZHostForm, 'endAt', WINDOW_RULE_FILL)]}
            extra={maxDays ? t('hints.maxDays', { days: maxDays }) : t('hints.permanent')}
            style={{ flex: 1, minWidth: 200 }}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              disabled={type === TrusteeshipType.PERMANENT}
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Flex>
        <Flex gap={8} justify="flex-end">
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={host.isPending}>
            {t('actions.hostSubmit')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
};
