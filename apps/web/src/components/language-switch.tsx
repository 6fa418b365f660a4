import { STORED_LANGS } from '@fleet/contracts';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/use-language';

export const LanguageSwitch = () => {
  const { t } = useTranslation();
  const { lang, switchTo } = useLanguage();
  return (
    <Select
      aria-label={t('common:language')}
      value={lang}
      onChange={(v) => void switchTo(v)}
      options={STORED_LANGS.map((l) => ({ value: l, label: t(`common:languages.${l}`) }))}
      style={{ width: 120 }}
    />
  );
};
