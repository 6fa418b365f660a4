import { QrCodeAction, qrCodeActions, type TQrCode, type TQrCodeAction } from '@fleet/contracts';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../components/row-actions';
import { feedback } from '../../../lib/feedback';
import { useDiscardQrCode, useUnbindQrCode } from '../api/qr-codes';

const CODES: Record<TQrCodeAction, string> = {
  [QrCodeAction.BIND]: 'robotQrcode:bind',
  [QrCodeAction.UNBIND]: 'robotQrcode:unbind',
  [QrCodeAction.DISCARD]: 'robotQrcode:discard',
};

/**
 * What a code offers, in the contract's order (qrCodeActions: bind and discard a free code, unbind a
 * bound one, nothing for a discarded one), each with its operation code; the desktop row and the
 * phone's card render the same list. Unbind and discard ask first; discard says it is final.
 */
export const useQrCodeActions = (onBind: (c: TQrCode) => void) => {
  const { t } = useTranslation('qrCode');
  const unbind = useUnbindQrCode();
  const discard = useDiscardQrCode();
  return (c: TQrCode): RowAction[] =>
    qrCodeActions(c).map((a): RowAction => {
      const base = { key: a, label: t(`actions.${a}`), code: CODES[a] };
      if (a === QrCodeAction.BIND) return { ...base, onClick: () => onBind(c) };
      if (a === QrCodeAction.UNBIND) {
        return {
          ...base,
          confirm: {
            title: t('unbind.confirmTitle', { number: c.number }),
            text: t('unbind.confirmText', { device: c.deviceNumber ?? '—' }),
            okText: t('actions.unbind'),
            loading: unbind.isPending,
            onConfirm: () => unbind.mutateAsync(c.id).then(() => void feedback().message.success(t('unbind.done', { number: c.number }))),
          },
        };
      }
      return {
        ...base,
        danger: true,
        confirm: {
          title: t('discard.confirmTitle', { number: c.number }),
          text: t('discard.confirmText'),
          okText: t('actions.discard'),
          loading: discard.isPending,
          onConfirm: () => discard.mutateAsync(c.id).then(() => void feedback().message.success(t('discard.done', { number: c.number }))),
        },
      };
    });
};
