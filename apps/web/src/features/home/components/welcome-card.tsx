import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentStoredLang } from '../../../lib/i18n';
import { ownDetailQuery, versionQuery } from '../../../lib/session-api';

/** Who is signed in, where, and on which platform version (data of the guard's loads, from cache). */
export const WelcomeCard = ({ column = 3 }: { column?: number }) => {
  const { t } = useTranslation('home');
  const { data: me } = useQuery(ownDetailQuery());
  const { data: version } = useQuery(versionQuery());
  return (
    <Card title={<h1 style={{ fontSize: 20, margin: 0 }}>{t('welcome', { name: me?.userName ?? '' })}</h1>}>
      <Descriptions column={column} size="small">
        <Descriptions.Item label={t('user')}>{me?.userName}</Descriptions.Item>
        <Descriptions.Item label={t('organization')}>{me?.orgName}</Descriptions.Item>
        <Descriptions.Item label={t('role')}>{me?.roleName}</Descriptions.Item>
        <Descriptions.Item label={t('version')}>{version?.version}</Descriptions.Item>
        <Descriptions.Item label={t('language')}>{t(`common:languages.${currentStoredLang()}`)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
};
