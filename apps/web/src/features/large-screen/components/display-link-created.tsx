import { CopyOutlined } from '@ant-design/icons';
import { DISPLAY_TOKEN_PARAM } from '@fleet/contracts';
import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../lib/feedback';

/** The address a wall display opens: this console's /largeScreen with the token. */
export const displayUrl = (token: string, origin = window.location.origin) =>
  `${origin}/largeScreen?${DISPLAY_TOKEN_PARAM}=${encodeURIComponent(token)}`;

/** Shows a new link's address exactly once: it lives only in the dialog's state, and the text says so. */
export const DisplayLinkCreated = ({ token, onDone }: { token: string; onDone: () => void }) => {
  const { t } = useTranslation('largeScreen');
  const url = displayUrl(token);
  const copy = () => {
    void navigator.clipboard
      ?.writeText(url)
      .then(() => feedback().message.success(t('common:copied')))
      .catch(() => undefined);
  };
  return (
    <Flex vertical gap={12}>
      <Alert type="success" showIcon title={t('links.createdTitle')} description={t('links.createdText')} />
      <Flex gap={8} align="center">
        <Typography.Text strong>{t('links.address')}</Typography.Text>
        <Typography.Text code data-testid="display-link-url" style={{ wordBreak: 'break-all', flex: 1 }}>
          {url}
        </Typography.Text>
        <Button icon={<CopyOutlined />} onClick={copy}>
          {t('common:copy')}
        </Button>
      </Flex>
      <Flex justify="flex-end">
        <Button type="primary" onClick={onDone}>
          {t('common:close')}
        </Button>
      </Flex>
    </Flex>
  );
};
