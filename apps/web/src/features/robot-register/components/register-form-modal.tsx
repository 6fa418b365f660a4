import { ZRobotRegisterBody, type TRobotCredential } from '@fleet/contracts';
import { Button, Flex, Form, Input, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { RobotTypeSelect } from '../../../components/robot-type-select';
import { applyFieldErrors, zodRefineRule, zodRule } from '../../../lib/form-rules';
import { useRobotTypes } from '../../../lib/robot-types';
import { useRegisterRobot } from '../api/register-robot';
import { deviceModelRule, impliedByNumber, modelOfNumber, PREFIX_RULE_FILL, toRegisterBody, ZRegisterForm } from './register-form';

interface Props {
  open: boolean;
  onClose: () => void;
  onRegistered: (creds: TRobotCredential[]) => void;
  mobile?: boolean;
}

/** "Register robot": number (YJ-/SIMULATION-{model}-5 digits), alias, type, simulated, organisation, version. */
export const RegisterFormModal = ({ open, onClose, onRegistered, mobile }: Props) => {
  const { t } = useTranslation('robotRegister');
  const [form] = Form.useForm();
  const register = useRegisterRobot();
  const { types, byModel } = useRobotTypes();
  const rule = (name: string) => [zodRule(ZRegisterForm, name)];
  const size = mobile ? 'large' : undefined;
  const submit = (values: unknown) =>
    register.mutate(toRegisterBody(values), {
      onSuccess: (cred) => {
        onRegistered([cred]);
        // The answer holds the secret: drop it from the mutation at once.
        register.reset();
      },
      onError: (err) => applyFieldErrors(form, err),
    });
  return (
    <Modal open={open} onCancel={onClose} title={t('actions.register')} footer={null} destroyOnHidden width={mobile ? '100%' : 560}>
      <Form
        form={form}
        name="robot-register"
        layout="vertical"
        size={size}
        aria-label={t('actions.register')}
        initialValues={{ simulated: false }}
        onFinish={submit}
        onValuesChange={(changed: { deviceNumber?: string }) => {
          const implied = changed.deviceNumber != null ? impliedByNumber(changed.deviceNumber, byModel) : null;
          if (implied)
            form.setFieldsValue({ simulated: implied.simulated, ...(implied.robotType ? { robotType: implied.robotType } : {}) });
        }}
      >
        <Form.Item
          name="deviceNumber"
          label={t('robot:fields.deviceNumber')}
          rules={[...rule('deviceNumber'), deviceModelRule(types, modelOfNumber)]}
          dependencies={['robotType']}
          required
          extra={t('hints.deviceNumber')}
        >
          <Input autoComplete="off" placeholder="SIMULATION-130-00001" />
        </Form.Item>
        <Form.Item name="alias" label={t('robot:fields.alias')} rules={rule('alias')} required>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="robotType"
          label={t('robot:fields.robotType')}
          rules={[{ required: true, message: t('shared:validation.required') }, ...rule('robotType')]}
        >
          <RobotTypeSelect />
        </Form.Item>
        <Form.Item
          name="simulated"
          label={t('fields.simulatedSwitch')}
          valuePropName="checked"
          dependencies={['deviceNumber']}
          rules={[zodRefineRule(ZRobotRegisterBody, 'simulated', PREFIX_RULE_FILL)]}
          extra={t('hints.simulated')}
        >
          <Switch aria-label={t('fields.simulatedSwitch')} />
        </Form.Item>
        <Form.Item name="orgId" label={t('robot:fields.organization')} extra={t('hints.organization')}>
          <OrgTreeSelect allowClear size={mobile ? 'large' : 'middle'} placeholder={t('hints.organizationPlaceholder')} />
        </Form.Item>
        <Form.Item name="version" label={t('robot:fields.version')} rules={rule('version')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Flex gap={8} justify="flex-end">
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={register.isPending}>
            {t('actions.registerSubmit')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
};
