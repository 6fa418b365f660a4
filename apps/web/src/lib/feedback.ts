import { type App, message as staticMessage, Modal, type ModalFuncProps, notification as staticNotification } from 'antd';
import { MESSAGE_MAX_COUNT } from '@fleet/contracts';
import { i18n } from './i18n';

type AppApi = ReturnType<typeof App.useApp>;
export interface FeedbackApi {
  message: Pick<AppApi['message'], 'error' | 'success' | 'info'>;
  notification: Pick<AppApi['notification'], 'error' | 'info'>;
  modal: { info: (config: ModalFuncProps) => unknown; confirm: (config: ModalFuncProps) => unknown };
}

export const NOTIFICATION_MAX_COUNT = 5;

// Static fallbacks until the antd <App> mounts (and in plain unit tests); the hook instances that the
// app binds below inherit theme and locale, the static ones do not.
staticMessage.config({ maxCount: MESSAGE_MAX_COUNT });
staticNotification.config({ placement: 'topRight', maxCount: NOTIFICATION_MAX_COUNT });
let api: FeedbackApi = { message: staticMessage, notification: staticNotification, modal: Modal };

export const bindFeedback = (next: FeedbackApi) => {
  api = next;
};
export const feedback = () => api;

/** Errors whose text the user has already been shown another way (the session dialog). */
export interface ShownError {
  alreadyShown?: boolean;
}

/** The single place a failed call becomes visible text; the text itself comes from the request client. */
export const showError = (err: unknown) => {
  if ((err as ShownError | null)?.alreadyShown) return;
  const text = err instanceof Error ? err.message : String(err);
  void api.message.error(text);
};

/**
 * The one-time "session ended" dialog of spec §4. Every way of closing it (button, mask, ×) ends in
 * `onClose`, which clears the session and goes to Login.
 */
export const showSessionDialog = (text: string, onClose: () => void) => {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    onClose();
  };
  api.modal.info({
    title: i18n.t('common:warning'),
    content: text,
    okText: i18n.t('common:sure'),
    mask: { closable: true },
    closable: true,
    onOk: finish,
    onCancel: finish,
    afterClose: finish,
  });
};
