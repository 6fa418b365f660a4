import { ZRobotAliasBody, type TRobot } from '@fleet/contracts';
import { App, Button, Flex, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission, usePermission } from '../../../components/permission';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useSetRobotAlias } from '../api/set-robot-alias';

const ZAliasForm = ZRobotAliasBody.pick({ alias: true });

/** The robot's alias: the console's name for it, saved at once (no command to the robot). */
export const AliasForm = ({ robot }: { robot: TRobot }) => {
  const { t } = useTranslation('robotConfig');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ alias: string }>();
  const setAlias = useSetRobotAlias();
  const canEdit = usePermission('robotOperate:setting');
  useEffect(() => form.setFieldsValue({ alias: robot.alias }), [form, robot.alias]);
  const submit = ({ alias }: { alias: string }) =>
    setAlias.mutate(
      { robotId: robot.id, alias },
      {
        onSuccess: () => void message.success(t('alias.saved')),
        onError: (err) => applyFieldErrors(form, err),
      },
    );
  return (
    <Form form={form} layout="inline" initialValues={{ alias: robot.alias }} disabled={!canEdit} onFinish={submit}>
      <Form.Item name="alias" label={t('alias.label')} rules={[zodRule(ZAliasForm, 'alias')]}>
        <Input maxLength={40} style={{ width: 260 }} />
      </Form.Item>
      <Permission code="robotOperate:setting">
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={setAlias.isPending}>
            {t('actions.saveAlias')}
          </Button>
        </Flex>
      </Permission>
    </Form>
  );
};
