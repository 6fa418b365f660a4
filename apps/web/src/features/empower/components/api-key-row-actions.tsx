import type { TApiKey } from '@fleet/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RowActions, type RowAction } from '../../../components/row-actions';
import { feedback } from '../../../lib/feedback';
import { useDisableApiKey } from '../api/disable-api-key';
import { useEnableApiKey } from '../api/enable-api-key';
import { useExpireApiKey } from '../api/expire-api-key';

type Op = 'enable' | 'disable' | 'expire';
const DONE = { enable: 'enabled', disable: 'disabled', expire: 'expired' } as const;
const CODE = { enable: 'empower:enable', disable: 'empower:disable', expire: 'empower:edit' } as const;

/**
 * Enable / disable / expire of one key, each behind its operation code and a confirmation that says
 * its consequence (design.md §7). An expired key offers nothing: its window is over for good.
 */
export const ApiKeyRowActions = ({ apiKey }: { apiKey: TApiKey }) => {
  const { t } = useTranslation('empower');
  const enable = useEnableApiKey();
  const disable = useDisableApiKey();
  const expire = useExpireApiKey();
  if (apiKey.state === 'expired') return null;
  const action = (op: Op, mutation: UseMutationResult<null, Error, number>): RowAction => ({
    key: op,
    label: t(`actions.${op}`),
    code: CODE[op],
    danger: op !== 'enable',
    confirm: {
      title: t(`confirm.${op}Title`, { keyId: apiKey.keyId }),
      text: t(`confirm.${op}Text`),
      okText: t(`actions.${op}`),
      loading: mutation.isPending,
      onConfirm: () => mutation.mutateAsync(apiKey.id).then(() => void feedback().message.success(t(DONE[op]))),
    },
  });
  return (
    <RowActions
      subject={apiKey.keyId}
      actions={[apiKey.enabled ? action('disable', disable) : action('enable', enable), action('expire', expire)]}
    />
  );
};
