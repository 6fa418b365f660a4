import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDocument } from '../api/get-document';
import { useDocumentVersions } from '../api/find-document-versions';
import { useDocumentId } from '../components/document-id';
import { documentLinks } from '../components/document-links';
import { DocumentMissing } from '../components/document-missing';
import { VersionCompare } from '../components/version-compare';
import { VersionTable } from '../components/version-table';
import { VersionViewModal } from '../components/version-view-modal';

/** mdVersionEdit (`?id=`): a document's versions: list, view one, compare two, restore one. */
export const MdVersionEditPage = () => {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  const id = useDocumentId();
  const doc = useDocument(id);
  const versions = useDocumentVersions(id);
  const [viewing, setViewing] = useState<number>();
  if (!id || doc.isError) return <DocumentMissing />;
  if (!doc.data) return <Skeleton active />;
  const d = doc.data;
  return (
    <Card
      title={t('history.title', { title: d.title })}
      extra={
        <Space wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(documentLinks.read(d.id))}>
            {t('read')}
          </Button>
        </Space>
      }
    >
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('history.subtitle')}</Typography.Text>
        <VersionTable doc={d} versions={versions.data} loading={versions.isFetching} onView={setViewing} />
        {/* Keyed by the newest version: after a restore the comparison starts from the new pair. */}
        {versions.data && <VersionCompare key={versions.data[0]?.version} id={d.id} versions={versions.data} />}
      </Flex>
      <VersionViewModal id={d.id} version={viewing} onClose={() => setViewing(undefined)} />
    </Card>
  );
};
