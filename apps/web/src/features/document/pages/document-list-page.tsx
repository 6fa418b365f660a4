import { documentCode, type TDocumentKind, type TDocumentSortField } from '@fleet/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListPage } from '../../../components/list-page';
import { Permission } from '../../../components/permission';
import { useListState } from '../../../lib/use-list-state';
import { useFindDocuments } from '../api/find-documents';
import { documentLinks } from '../components/document-links';
import { DocumentSearchForm, type DocumentSearch } from '../components/document-search-form';
import { DocumentTable } from '../components/document-table';
import { DocumentUploadButton } from '../components/document-upload-button';

/** maintenanceDoc and versionDoc: the same list grammar, one kind each. */
const DocumentListPage = ({ kind }: { kind: TDocumentKind }) => {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  const list = useListState<DocumentSearch, TDocumentSortField>();
  const { data, isFetching } = useFindDocuments({ ...list.query, kind });
  return (
    <ListPage title={t(`kinds.${kind}.title`)} subtitle={t(`kinds.${kind}.subtitle`)}>
      <DocumentSearchForm onSearch={list.onSearch} />
      <Permission code={documentCode(kind, 'create')}>
        <Flex gap={8}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(documentLinks.create(kind))}>
            {t('newDocument')}
          </Button>
          <DocumentUploadButton kind={kind} />
        </Flex>
      </Permission>
      <DocumentTable data={data} loading={isFetching} onPage={list.onPage} sort={list.sort} onSort={list.onSort} />
    </ListPage>
  );
};

export const MaintenanceDocPage = () => <DocumentListPage kind="maintenance" />;
export const VersionDocPage = () => <DocumentListPage kind="version" />;
