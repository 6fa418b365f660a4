import { DOCUMENT_KINDS, type TDocumentKind } from '@fleet/contracts';
import { Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { useDocument } from '../api/get-document';
import { useDocumentId } from '../components/document-id';
import { DocumentEditor } from '../components/document-editor';
import { DocumentMissing } from '../components/document-missing';

/** mdEdit: `?id=` edits a document, `?kind=maintenance|version` writes a new one. */
export const MdEditPage = () => {
  const id = useDocumentId();
  const [params] = useSearchParams();
  const kind = DOCUMENT_KINDS.find((k) => k === params.get('kind')) as TDocumentKind | undefined;
  const { data, isError } = useDocument(id);
  if (!id) return kind ? <DocumentEditor kind={kind} /> : <DocumentMissing />;
  if (isError) return <DocumentMissing />;
  if (!data) return <Skeleton active />;
  // Keyed by the document: opening another one starts a fresh form and base version.
  return <DocumentEditor key={data.id} kind={data.kind} doc={data} />;
};
