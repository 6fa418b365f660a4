import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  /** i18n key of the screen name (menu label or placeholder screen label). */
  labelKey: string;
}

/** A real "not available yet" screen: names the screen in the current language (later issues replace it). */
export const PlaceholderPage = ({ labelKey }: Props) => {
  const { t } = useTranslation('placeholder');
  const name = t(labelKey);
  return (
    <Result
      status="info"
      title={<h1 style={{ fontSize: 24, margin: 0 }}>{name}</h1>}
      subTitle={t('comingLater', { name })}
      extra={<span role="status">{t('notAvailable')}</span>}
    />
  );
};
