import { STORED_LANGS } from '@fleet/contracts';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../lib/use-language';

/** Three languages fit side by side; a Select would bring its virtual list (~20 KB compressed) into Login. */
export const LanguageSwitch = () => {
  const { t } = useTranslation();
  const { lang, switchTo } = useLanguage();
  return (
    <Segmented
      aria-label={t('common:language')}
      value={lang}
      onChange={(v) => void switchTo(v)}
      options={STORED_LANGS.map((l) => ({ value: l, label: t(`common:languages.${l}`) }))}
    />
  );
};
