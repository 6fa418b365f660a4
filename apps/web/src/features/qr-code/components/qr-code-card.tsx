import { QrCodeState, type TQrCode } from '@fleet/contracts';
import { Alert, Button, Card, Descriptions, Flex, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../components/row-actions';
import { useOperateCodes } from '../../../lib/session-api';
import { BoundDevice, ByAt, QrCodeStateTags } from './qr-code-cells';
import { useQrCodeActions } from './use-qr-code-actions';

/** A touch target a thumb hits on a phone (WCAG 2.5.5 asks 44 px). */
const TOUCH = { minHeight: 52 };

/** One action as a full-width button; one that asks first asks in a popover over it. */
const BigAction = ({ action: a, subject }: { action: RowAction; subject: string }) => {
  const button = (
    <Button
      block
      size="large"
      style={TOUCH}
      type={a.danger ? 'default' : 'primary'}
      danger={a.danger}
      aria-label={`${a.label} ${subject}`}
      onClick={a.confirm ? undefined : a.onClick}
    >
      {a.label}
    </Button>
  );
  if (!a.confirm) return button;
  const { onConfirm } = a.confirm;
  return (
    <Popconfirm
      title={a.confirm.title}
      description={<div style={{ maxWidth: 280 }}>{a.confirm.text}</div>}
      okText={a.confirm.okText}
      okButtonProps={{ danger: a.danger, loading: a.confirm.loading, size: 'large' }}
      cancelButtonProps={{ size: 'large' }}
      onConfirm={() => onConfirm().catch(() => undefined)}
    >
      {button}
    </Popconfirm>
  );
};

/**
 * What a scanned code is, on a phone: its number and state, the device it is on (leading to the
 * robot), and the actions its state offers as big buttons (the ones the user holds the code for).
 */
export const QrCodeCard = ({ code: c, onBind }: { code: TQrCode; onBind: (c: TQrCode) => void }) => {
  const { t } = useTranslation('qrCode');
  const codes = useOperateCodes();
  const actions = useQrCodeActions(onBind)(c).filter((a) => !a.code || codes.has(a.code));
  const discarded = c.state === QrCodeState.DISCARDED;
  return (
    <Card
      title={
        <Typography.Title level={5} style={{ margin: 0 }}>
          {c.number}
        </Typography.Title>
      }
    >
      <Flex vertical gap={16}>
        <QrCodeStateTags code={c} />
        {discarded && <Alert type="warning" showIcon title={t('mobile.discarded')} />}
        <Descriptions
          size="small"
          column={1}
          items={[
            { key: 'device', label: t('fields.device'), children: <BoundDevice code={c} /> },
            ...(c.robotId !== null ? [{ key: 'bound', label: t('fields.bound'), children: <ByAt by={c.boundBy} at={c.boundAt} /> }] : []),
            { key: 'org', label: t('shared:fields.orgId'), children: c.orgName },
            { key: 'downloads', label: t('fields.downloads'), children: c.downloads },
            { key: 'created', label: t('fields.created'), children: <ByAt by={c.createdBy} at={c.createdAt} /> },
          ]}
        />
        {actions.length > 0 && (
          <Flex vertical gap={12}>
            {actions.map((a) => (
              <BigAction key={a.key} action={a} subject={c.number} />
            ))}
          </Flex>
        )}
      </Flex>
    </Card>
  );
};
