import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown in place of a screen whose menu code the user does not hold. */
export const ForbiddenPage = () => {
  const { t } = useTranslation();
  return <Result status="403" title={t('common:forbidden.title')} subTitle={t('common:forbidden.text')} />;
};
