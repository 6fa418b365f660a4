import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Markdown } from '../../../components/markdown/markdown';
import { Permission } from '../../../components/permission';
import { formatMinute } from '../../../lib/format';
import { useDocument } from '../api/get-document';
import { useDownloadDocument } from '../api/download-document';
import { useDocumentId } from '../components/document-id';
import { documentLinks } from '../components/document-links';
import { DocumentMissing } from '../components/document-missing';

/** mdPreview (`?id=`): a document as readers see it, through the one XSS-safe renderer. */
export const MdPreviewPage = () => {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  const id = useDocumentId();
  const { data: d, isError } = useDocument(id);
  const download = useDownloadDocument();
  if (!id || isError) return <DocumentMissing />;
  if (!d) return <Skeleton active />;
  return (
    <Card
      title={d.title}
      extra={
        <Space wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(documentLinks.list(d.kind))}>
            {t('reader.back')}
          </Button>
          {d.editable && (
            <Permission code="mdEdit:edit">
              <Button onClick={() => void navigate(documentLinks.edit(d.id))}>{t('reader.edit')}</Button>
            </Permission>
          )}
          <Permission code="mdVersionEdit:view">
            <Button onClick={() => void navigate(documentLinks.versions(d.id))}>{t('versions')}</Button>
          </Permission>
          <Button loading={download.isPending} onClick={() => download.mutate(d.id)}>
            {t('download')}
          </Button>
        </Space>
      }
    >
      <Flex vertical gap={12}>
        <Flex gap={8} align="center" wrap>
          {d.labels.map((l) => (
            <Tag key={l}>{l}</Tag>
          ))}
          {d.isPublic ? <Tag color="green">{t('publicTag')}</Tag> : <Tag>{t('privateTag')}</Tag>}
          <Typography.Text type="secondary">
            {t('reader.meta', { user: d.updatedBy ?? '—', time: formatMinute(d.updatedAt), version: d.version })}
          </Typography.Text>
        </Flex>
        <Markdown source={d.body} />
      </Flex>
    </Card>
  );
};
