import type { TApiKey } from '@fleet/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Permission } from '../../../components/permission';
import { feedback } from '../../../lib/feedback';
import { useDisableApiKey } from '../api/disable-api-key';
import { useEnableApiKey } from '../api/enable-api-key';
import { useExpireApiKey } from '../api/expire-api-key';

type Op = 'enable' | 'disable' | 'expire';
const DONE = { enable: 'enabled', disable: 'disabled', expire: 'expired' } as const;

interface ConfirmProps {
  op: Op;
  apiKey: TApiKey;
  mutation: UseMutationResult<null, Error, number>;
}

/** One state change behind a confirmation that says its consequence (design.md §7). */
const ConfirmAction = ({ op, apiKey, mutation }: ConfirmProps) => {
  const { t } = useTranslation('empower');
  const danger = op !== 'enable';
  return (
    <Popconfirm
      title={t(`confirm.${op}Title`, { keyId: apiKey.keyId })}
      description={<div style={{ maxWidth: 320 }}>{t(`confirm.${op}Text`)}</div>}
      okText={t(`actions.${op}`)}
      okButtonProps={{ danger, loading: mutation.isPending }}
      onConfirm={() =>
        mutation.mutateAsync(apiKey.id).then(() => void feedback().message.success(t(DONE[op])), () => undefined)
      }
    >
      <Button type="link" size="small" danger={danger} aria-label={`${t(`actions.${op}`)} ${apiKey.keyId}`}>
        {t(`actions.${op}`)}
      </Button>
    </Popconfirm>
  );
};

/**
 * Enable / disable / expire of one key, each behind its operation code. An expired key offers
 * nothing: its window is over for good.
 */
export const ApiKeyRowActions = ({ apiKey }: { apiKey: TApiKey }) => {
  const enable = useEnableApiKey();
  const disable = useDisableApiKey();
  const expire = useExpireApiKey();
  if (apiKey.state === 'expired') return null;
  return (
    <Space size={4} wrap>
      {apiKey.enabled ? (
        <Permission code="empower:disable">
          <ConfirmAction op="disable" apiKey={apiKey} mutation={disable} />
        </Permission>
      ) : (
        <Permission code="empower:enable">
          <ConfirmAction op="enable" apiKey={apiKey} mutation={enable} />
        </Permission>
      )}
      <Permission code="empower:edit">
        <ConfirmAction op="expire" apiKey={apiKey} mutation={expire} />
      </Permission>
    </Space>
  );
};
