import { AppstoreAddOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import type { TRobot, TRobotCredential } from '@fleet/contracts';
import { Button, Flex } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission';
import { downloadCsv, toCsv } from '../../../lib/csv';
import { BatchRegisterModal } from './batch-register-modal';
import { RegisterFormModal } from './register-form-modal';
import { useRegisterFields } from './robot-register-fields';

interface Props {
  /** The rows on screen: the contracts have no export route yet, so the page itself is exported. */
  rows?: readonly TRobot[];
  onSecrets: (creds: TRobotCredential[]) => void;
  mobile?: boolean;
}

/** Register one, register in bulk (both end in the one-time secrets) and export the page as CSV. */
export const RegisterToolbar = ({ rows, onSecrets, mobile }: Props) => {
  const { t } = useTranslation('robotRegister');
  const fields = useRegisterFields();
  const [open, setOpen] = useState<'one' | 'batch' | null>(null);
  const size = mobile ? 'large' : undefined;
  const done = (creds: TRobotCredential[]) => {
    setOpen(null);
    onSecrets(creds);
  };
  const exportPage = () =>
    downloadCsv(
      `robots-${dayjs().format('YYYYMMDD-HHmmss')}.csv`,
      toCsv(
        fields.map((f) => f.label),
        (rows ?? []).map((r) => fields.map((f) => f.text(r))),
      ),
    );
  return (
    <Flex gap={8} wrap vertical={mobile}>
      <Permission code="robotRegister:create">
        <Button type="primary" size={size} block={mobile} icon={<PlusOutlined />} onClick={() => setOpen('one')}>
          {t('actions.register')}
        </Button>
      </Permission>
      <Permission code="robotRegister:registerBatch">
        <Button size={size} block={mobile} icon={<AppstoreAddOutlined />} onClick={() => setOpen('batch')}>
          {t('actions.batch')}
        </Button>
      </Permission>
      {!mobile && (
        <Permission code="robotRegister:export">
          <Button icon={<DownloadOutlined />} disabled={!rows?.length} onClick={exportPage}>
            {t('actions.exportPage')}
          </Button>
        </Permission>
      )}
      <RegisterFormModal open={open === 'one'} onClose={() => setOpen(null)} onRegistered={done} mobile={mobile} />
      <BatchRegisterModal open={open === 'batch'} onClose={() => setOpen(null)} onRegistered={done} mobile={mobile} />
    </Flex>
  );
};
