import type { TRobot, TRobotConfigValues } from '@fleet/contracts';
import { Alert, App, Button, Flex, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission';
import { saveBlob } from '../../../lib/request';
import { useImportRobotConfig } from '../api/import-robot-config';
import { exportFileName, exportFileText, parseConfigFile } from './config-values';

interface Props {
  robot: TRobot;
  values: TRobotConfigValues;
  readOnly: boolean;
  onSent: (commandId: string) => void;
}

/**
 * Export saves the reported values as JSON named after the device; Import reads such a file, names
 * any bad value (sending nothing), and asks before it overwrites the robot's configuration.
 */
export const ConfigTransfer = ({ robot, values, readOnly, onSent }: Props) => {
  const { t } = useTranslation('robotConfig');
  const { modal } = App.useApp();
  const importConfig = useImportRobotConfig();
  const [problem, setProblem] = useState<string | null>(null);

  const exportFile = () => saveBlob(new Blob([exportFileText(values)], { type: 'application/json' }), exportFileName(robot.deviceNumber));

  const pick = async (file: File) => {
    const parsed = parseConfigFile(await file.text());
    if (!parsed.ok) {
      setProblem(
        parsed.error === 'notJson'
          ? t('import.notJson')
          : t('import.badFields', { fields: parsed.fields.map((f) => t(`fields.${f}`)).join(', ') }),
      );
      return;
    }
    setProblem(null);
    void modal.confirm({
      title: t('confirm.importTitle'),
      content: t('confirm.importText', { number: robot.deviceNumber }),
      okText: t('actions.import'),
      okButtonProps: { danger: true },
      onOk: () =>
        importConfig.mutateAsync({ robotId: robot.id, values: parsed.values }).then(
          (c) => onSent(c.commandId),
          () => undefined,
        ),
    });
  };

  return (
    <>
      <Flex gap={8} wrap>
        <Button onClick={exportFile}>{t('actions.export')}</Button>
        <Permission code="robotOperate:config">
          <Upload
            accept=".json,application/json"
            showUploadList={false}
            disabled={readOnly}
            beforeUpload={(file) => {
              void pick(file);
              return false;
            }}
          >
            <Button disabled={readOnly}>{t('actions.import')}</Button>
          </Upload>
        </Permission>
      </Flex>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} closable onClose={() => setProblem(null)} />}
    </>
  );
};
