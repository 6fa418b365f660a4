import type { TRobot, TRobotConfig } from '@fleet/contracts';
import { Button, Divider, Flex, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission, usePermission } from '../../../components/permission';
import { useConfigSave } from '../hooks/use-config-save';
import { ConfigFields } from './config-fields';
import { ConfigOutcome } from './config-outcome';
import { ConfigTransfer } from './config-transfer';
import { CONFIG_KEYS } from './config-values';

/** The robotConfig tab's form: every reported value, Save / Cancel, Export / Import, the command's outcome. */
export const ConfigForm = ({ robot, config, readOnly }: { robot: TRobot; config: TRobotConfig; readOnly: boolean }) => {
  const { t } = useTranslation('robotConfig');
  const [form] = Form.useForm();
  const { save, cancel, commandId, pending } = useConfigSave(robot.id, config, form);
  const [importId, setImportId] = useState<string | null>(null);
  const canEdit = usePermission('robotOperate:config') && !readOnly;
  const shownId = importId ?? commandId;
  return (
    <>
      <Form
        form={form}
        layout="vertical"
        initialValues={config.values}
        disabled={!canEdit}
        onFinish={(v) => {
          setImportId(null);
          void save(v);
        }}
        style={{ maxWidth: 560 }}
      >
        <ConfigFields keys={CONFIG_KEYS} />
        <Permission code="robotOperate:config">
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={pending}>
              {t('actions.save')}
            </Button>
            <Button onClick={cancel}>{t('actions.cancel')}</Button>
          </Flex>
        </Permission>
      </Form>
      {shownId && <ConfigOutcome commandId={shownId} />}
      <Divider />
      <ConfigTransfer robot={robot} values={config.values} readOnly={readOnly} onSent={setImportId} />
    </>
  );
};
