import type { TRobotConfig, TRobotConfigValues } from '@fleet/contracts';
import { App, type FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetRobotConfig } from '../api/set-robot-config';
import { changedValues } from '../components/config-values';

/**
 * A form over the robot's reported values. Save sends only what changed (nothing → "no changes");
 * the form shows each new report (the robot is the source of truth), except that an edit the user
 * has not saved yet is not overwritten by an unrelated hourly report.
 */
export const useConfigSave = (robotId: number, config: TRobotConfig, form: FormInstance) => {
  const { t } = useTranslation('robotConfig');
  const { message } = App.useApp();
  const set = useSetRobotConfig();
  const [commandId, setCommandId] = useState<string | null>(null);
  const awaitingReport = useRef(false);
  const shown = useRef(config.values);

  useEffect(() => {
    const dirty = Object.keys(changedValues(shown.current, form.getFieldsValue(true) as Partial<TRobotConfigValues>)).length > 0;
    if (!dirty || awaitingReport.current) {
      form.setFieldsValue(config.values);
      awaitingReport.current = false;
    }
    shown.current = config.values;
  }, [config, form]);

  const save = async (fields: Partial<TRobotConfigValues>) => {
    const values = changedValues(config.values, fields);
    if (Object.keys(values).length === 0) {
      void message.info(t('shared:errors.NO_CHANGES'));
      return;
    }
    const cmd = await set.mutateAsync({ robotId, values }).catch(() => null);
    if (!cmd) return;
    awaitingReport.current = true;
    setCommandId(cmd.commandId);
  };
  const cancel = () => form.setFieldsValue(config.values);
  return { save, cancel, commandId, pending: set.isPending };
};
