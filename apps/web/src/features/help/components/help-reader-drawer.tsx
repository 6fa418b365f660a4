import { Alert, Button, Drawer, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../components/markdown/markdown';
import { formatMinute } from '../../../lib/format';
import { useHelpArticle } from '../api/get-help-article';
import { useCopyPublicLink } from './help-row-actions';

/** One article as readers see it: title, category, who and when, the rendered body. */
export const HelpReaderDrawer = ({ id, onClose }: { id: number | undefined; onClose: () => void }) => {
  const { t } = useTranslation('help');
  const { data: a, isError } = useHelpArticle(id);
  const copy = useCopyPublicLink();
  return (
    <Drawer open={!!id} onClose={onClose} size={860} title={a?.title ?? t('read')} destroyOnHidden>
      {isError ? (
        // A link to an article that was deleted or is out of reach: the message came from the request client.
        <Result status="404" title={t('publicPage.notFound')} />
      ) : !a ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={12}>
          <Flex gap={8} align="center" wrap>
            <Tag>{t(`categories.${a.category}`)}</Tag>
            {a.isPublic ? <Tag color="green">{t('publicTag')}</Tag> : <Tag>{t('privateTag')}</Tag>}
            <Typography.Text type="secondary">
              {t('meta', { author: a.updatedBy ?? a.author ?? '—', time: formatMinute(a.updatedAt) })}
            </Typography.Text>
            {a.isPublic && (
              <Button size="small" onClick={() => copy(a.id)}>
                {t('copyLink')}
              </Button>
            )}
          </Flex>
          {!a.editable && <Alert type="info" showIcon title={t('readOnlyHint')} />}
          <Markdown source={a.body} />
        </Flex>
      )}
    </Drawer>
  );
};
