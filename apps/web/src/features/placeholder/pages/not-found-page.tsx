import { Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export const NotFoundPage = () => {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('common:notFound.title')}
      subTitle={t('common:notFound.text')}
      extra={<Link to="/contentPage">{t('common:backHome')}</Link>}
    />
  );
};
