import type { TRobot, TRobotConfig } from '@fleet/contracts';
import { Button, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission, usePermission } from '../../../components/permission';
import { useConfigSave } from '../hooks/use-config-save';
import { ConfigFields } from './config-fields';
import { ConfigOutcome } from './config-outcome';

const LIMIT_KEYS = ['volume', 'maxSpeed'] as const;

/** Volume and speed limit from the settings page: the same setConfig command, under robotOperate:setting. */
export const LimitsForm = ({ robot, config, readOnly }: { robot: TRobot; config: TRobotConfig; readOnly: boolean }) => {
  const { t } = useTranslation('robotConfig');
  const [form] = Form.useForm();
  const { save, cancel, commandId, pending } = useConfigSave(robot.id, config, form);
  const canEdit = usePermission('robotOperate:setting') && !readOnly;
  return (
    <>
      <Form
        form={form}
        layout="vertical"
        disabled={!canEdit}
        style={{ maxWidth: 560 }}
        initialValues={{ volume: config.values.volume, maxSpeed: config.values.maxSpeed }}
        onFinish={(v) => void save(v)}
      >
        <ConfigFields keys={LIMIT_KEYS} />
        <Permission code="robotOperate:setting">
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={pending}>
              {t('actions.save')}
            </Button>
            <Button onClick={cancel}>{t('actions.cancel')}</Button>
          </Flex>
        </Permission>
      </Form>
      {commandId && <ConfigOutcome commandId={commandId} />}
    </>
  );
};
