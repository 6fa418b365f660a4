import { Button, Card, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Markdown } from '../../../components/markdown/markdown';
import { LanguageSwitch } from '../../../components/language-switch';
import { formatMinute } from '../../../lib/format';
import { usePublicHelpArticle } from '../api/get-public-help-article';

/**
 * /help/:id, outside the console: a public article for anyone with the link, no session, no
 * session loads. A private, deleted or unknown id shows the same "not found".
 */
export const PublicHelpPage = () => {
  const { t } = useTranslation('help');
  const { id } = useParams();
  const articleId = Number(id);
  const valid = Number.isInteger(articleId) && articleId > 0;
  const { data: a, isLoading, isError } = usePublicHelpArticle(valid ? articleId : 0);
  return (
    <Flex vertical style={{ minHeight: '100vh', background: '#f5f5f5' }}>
      <Flex justify="space-between" align="center" style={{ padding: '12px 24px', background: '#fff' }}>
        <Typography.Text strong>{t('title')}</Typography.Text>
        <LanguageSwitch />
      </Flex>
      <main style={{ width: '100%', maxWidth: 960, margin: '24px auto', padding: '0 16px' }}>
        {!valid || isError ? (
          <Result
            status="404"
            title={t('publicPage.notFound')}
            subTitle={t('publicPage.notFoundText')}
            extra={
              <Link to="/">
                <Button type="primary">{t('publicPage.signIn')}</Button>
              </Link>
            }
          />
        ) : isLoading || !a ? (
          <Card>
            <Skeleton active />
          </Card>
        ) : (
          <Card>
            <Typography.Title level={1} style={{ marginTop: 0 }}>
              {a.title}
            </Typography.Title>
            <Flex gap={8} align="center" style={{ marginBottom: 16 }}>
              <Tag>{t(`categories.${a.category}`)}</Tag>
              <Typography.Text type="secondary">
                {t('fields.updatedAt')}: {formatMinute(a.updatedAt)}
              </Typography.Text>
            </Flex>
            <Markdown source={a.body} files="public" />
          </Card>
        )}
      </main>
    </Flex>
  );
};
