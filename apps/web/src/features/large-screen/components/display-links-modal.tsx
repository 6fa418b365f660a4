import { LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayLinks } from '../api/find-display-links';
import { DisplayLinkCreated } from './display-link-created';
import { DisplayLinkForm } from './display-link-form';
import { DisplayLinksTable } from './display-links-table';

type Step = 'list' | 'create' | { token: string };

/** "Display links" in the screen's header: list with last use, create (address shown once), revoke, delete. */
export const DisplayLinksButton = () => {
  const { t } = useTranslation('largeScreen');
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>('list');
  const links = useDisplayLinks(open);
  const close = () => {
    setOpen(false);
    // The token leaves the page with the dialog.
    setStep('list');
  };
  return (
    <>
      <Button icon={<LinkOutlined />} onClick={() => setOpen(true)}>
        {t('links.open')}
      </Button>
      <Modal
        open={open}
        onCancel={close}
        title={t('links.title')}
        footer={null}
        width={1080}
        destroyOnHidden
        mask={{ closable: typeof step !== 'object' }}
      >
        <Flex vertical gap={16}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('links.intro')}
          </Typography.Paragraph>
          {typeof step === 'object' ? (
            <DisplayLinkCreated token={step.token} onDone={() => setStep('list')} />
          ) : step === 'create' ? (
            <DisplayLinkForm onCreated={(token) => setStep({ token })} onCancel={() => setStep('list')} />
          ) : (
            <Flex justify="flex-end">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setStep('create')}>
                {t('links.create')}
              </Button>
            </Flex>
          )}
          <DisplayLinksTable links={links.data ?? []} loading={links.isLoading} />
        </Flex>
      </Modal>
    </>
  );
};
