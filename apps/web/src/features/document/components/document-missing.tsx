import type { TDocumentKind } from '@fleet/contracts';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { documentLinks } from './document-links';

/** No id in the address, or a document that is gone or out of reach (the request client said which). */
export const DocumentMissing = ({ kind = 'maintenance' }: { kind?: TDocumentKind }) => {
  const { t } = useTranslation('documents');
  return (
    <Result
      status="404"
      title={t('reader.missing')}
      extra={
        <Link to={documentLinks.list(kind)}>
          <Button>{t('reader.back')}</Button>
        </Link>
      }
    />
  );
};
