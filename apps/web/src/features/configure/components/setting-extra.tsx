import type { TSettingKey, TSettings } from '@fleet/contracts';
import { Button, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatSetting } from './config-values';

interface Props {
  name: TSettingKey;
  defaults: TSettings;
  /** Offers "Use default" (only to who may save). */
  editable: boolean;
  /** The fields to check again after the default was filled in (the other battery level). */
  recheck: readonly TSettingKey[];
}

/**
 * Under a setting: one sentence on what it changes, then, while the value differs from the built-in
 * one, "Default: X" and a link that fills the default in.
 */
export const SettingExtra = ({ name, defaults, editable, recheck }: Props) => {
  const { t } = useTranslation('configure');
  const form = Form.useFormInstance<TSettings>();
  const value = Form.useWatch(name, form);
  const fallback = defaults[name];
  const differs = value !== undefined && value !== fallback;
  const useDefault = () => {
    form.setFieldValue(name, fallback);
    void form.validateFields([name, ...recheck]).catch(() => undefined);
  };
  return (
    <Flex vertical gap={2}>
      <span>{t(`settings.help.${name}`)}</span>
      {differs && (
        <Flex gap={8} align="center" wrap>
          <span>{t('settings.default', { value: formatSetting(t, name, fallback) })}</span>
          {editable && (
            <Button
              type="link"
              size="small"
              style={{ padding: 0, height: 'auto' }}
              onClick={useDefault}
              aria-label={t('settings.useDefaultFor', { field: t(`shared:fields.${name}`) })}
            >
              {t('settings.useDefault')}
            </Button>
          )}
        </Flex>
      )}
    </Flex>
  );
};
