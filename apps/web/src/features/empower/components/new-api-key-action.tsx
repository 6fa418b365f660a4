import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission';
import { ApiKeyFormModal, type IssuedKey } from './api-key-form-modal';
import { ApiKeySecretModal } from './api-key-secret-modal';

/** "New key": the form, then the full key once; closing the second modal forgets it. */
export const NewApiKeyAction = () => {
  const { t } = useTranslation('empower');
  const [open, setOpen] = useState(false);
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  return (
    <Permission code="empower:create">
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        {t('actions.create')}
      </Button>
      <ApiKeyFormModal
        open={open}
        onClose={() => setOpen(false)}
        onCreated={(k) => {
          setOpen(false);
          setIssued(k);
        }}
      />
      <ApiKeySecretModal issued={issued} onClose={() => setIssued(null)} />
    </Permission>
  );
};
