import { JunkEventMode, ZSettings, type TSettingKey, type TSettings, type TSettingsAnswer } from '@fleet/contracts';
import { Alert, Button, Flex, Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../components/permission';
import { feedback } from '../../../lib/feedback';
import { applyFieldErrors, zodRule } from '../../../lib/form-rules';
import { useSaveSettings } from '../api/configure';
import { NUMBER_SETTINGS, type NumberSettingKey } from './config-values';
import { SettingExtra } from './setting-extra';

/** The battery levels are checked against each other (ZSettings' refinement lands on batteryDamageBelow). */
const RECHECK: Partial<Record<TSettingKey, readonly TSettingKey[]>> = {
  batteryChargeSoonBelow: ['batteryDamageBelow'],
  batteryDamageBelow: ['batteryChargeSoonBelow'],
};
const NUMBER_KEYS = Object.keys(NUMBER_SETTINGS) as NumberSettingKey[];

/**
 * The business constants as one form, checked with the contract's rules; the whole set is saved (the
 * server answers NO_CHANGES when nothing changed). Without configure:edit the fields are read-only.
 */
export const SettingsForm = ({ answer }: { answer: TSettingsAnswer }) => {
  const { t } = useTranslation('configure');
  const [form] = Form.useForm<TSettings>();
  const editable = usePermission('configure:edit');
  const save = useSaveSettings();
  const submit = (values: TSettings) =>
    save.mutate(values, {
      onSuccess: () => void feedback().message.success(t('settings.saved')),
      onError: (e) => applyFieldErrors(form, e),
    });
  const extra = (name: TSettingKey) => (
    <SettingExtra name={name} defaults={answer.defaults} editable={editable} recheck={RECHECK[name] ?? []} />
  );
  return (
    <Flex vertical gap={16} style={{ maxWidth: 640 }}>
      {!editable && <Alert type="info" showIcon title={t('readOnly')} />}
      <Form<TSettings>
        form={form}
        name="system-settings"
        layout="vertical"
        initialValues={answer.values}
        onFinish={submit}
        disabled={!editable}
        aria-label={t('tabs.settings')}
      >
        {NUMBER_KEYS.map((name) => {
          const { min, max, unit } = NUMBER_SETTINGS[name];
          return (
            <Form.Item
              key={name}
              name={name}
              label={t(`shared:fields.${name}`)}
              rules={[zodRule(ZSettings, name)]}
              dependencies={name === 'batteryDamageBelow' ? ['batteryChargeSoonBelow'] : undefined}
              extra={extra(name)}
              required
            >
              <InputNumber min={min} max={max} precision={0} suffix={t(`suffixes.${unit}`)} style={{ width: 200 }} />
            </Form.Item>
          );
        })}
        <Form.Item
          name="junkEventModeDefault"
          label={t('shared:fields.junkEventModeDefault')}
          rules={[zodRule(ZSettings, 'junkEventModeDefault')]}
          extra={extra('junkEventModeDefault')}
          required
        >
          <Select
            style={{ width: 240 }}
            options={Object.values(JunkEventMode).map((v) => ({ value: v, label: t(`shared:enums.JunkEventMode.${v}`) }))}
          />
        </Form.Item>
        {editable && (
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              {t('settings.save')}
            </Button>
            <Button onClick={() => form.resetFields()}>{t('settings.undo')}</Button>
          </Flex>
        )}
      </Form>
    </Flex>
  );
};
