import { ErrorCode, readQrCodeNumber, type TQrCode } from '@fleet/contracts';
import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Input, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListPage } from '../../../components/list-page';
import { ApiError } from '../../../lib/request';
import { useQrCodeByNumber } from '../api/qr-codes';
import { BindModal } from '../components/bind-modal';
import { QrCodeCard } from '../components/qr-code-card';

/**
 * The phone twin (spec §2 robotQrcodeMobile). A printed code holds this page's address with
 * `?code=`, so a phone's camera app opens it on that code; from the menu, the box takes a number
 * typed, or the whole address a scanner read. The number lives in the address, so Back and a
 * shared link show the same code.
 */
export const QrCodeMobilePage = () => {
  const { t } = useTranslation('qrCode');
  const [params, setParams] = useSearchParams();
  const given = params.get('code') ?? '';
  const number = readQrCodeNumber(given);
  const [text, setText] = useState(number ?? given);
  const [invalid, setInvalid] = useState(given !== '' && number === null ? given : '');
  const [binding, setBinding] = useState<TQrCode>();
  const code = useQrCodeByNumber(number);

  const find = (value: string) => {
    const n = readQrCodeNumber(value);
    setInvalid(n ? '' : value.trim());
    if (!n) return;
    setText(n);
    setParams({ code: n });
  };

  const notFound = code.error instanceof ApiError && code.error.code === ErrorCode.NOT_FOUND;
  let body;
  if (invalid) body = null;
  else if (number === null) body = <Empty description={t('mobile.start')} />;
  else if (code.data) body = <QrCodeCard code={code.data} onBind={setBinding} />;
  else if (notFound)
    body = <Alert type="warning" showIcon title={t('mobile.notFound', { number })} description={t('mobile.notFoundHint')} />;
  else if (code.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t('mobile.loadFailed', { number })}
        description={code.error.message}
        action={
          <Button size="large" icon={<ReloadOutlined />} onClick={() => void code.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  } else body = <Skeleton active paragraph={{ rows: 5 }} />;

  return (
    <ListPage title={t('title')} mobile>
      <Flex vertical gap={4}>
        <Input.Search
          size="large"
          allowClear
          aria-label={t('mobile.search')}
          placeholder={t('mobile.search')}
          enterButton={t('mobile.find')}
          value={text}
          status={invalid ? 'error' : undefined}
          aria-invalid={!!invalid}
          aria-describedby="qr-code-find-help"
          onChange={(e) => setText(e.target.value)}
          onSearch={find}
        />
        <Typography.Text id="qr-code-find-help" type={invalid ? 'danger' : 'secondary'} role={invalid ? 'alert' : undefined}>
          {invalid ? t('mobile.notANumber', { text: invalid }) : t('mobile.hint')}
        </Typography.Text>
      </Flex>
      {body}
      {binding && <BindModal mobile code={binding} onClose={() => setBinding(undefined)} />}
    </ListPage>
  );
};
