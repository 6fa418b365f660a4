import { type App, ConfigProvider, message as staticMessage, type ModalFuncProps } from 'antd';
import { MESSAGE_MAX_COUNT } from '@fleet/contracts';
import { i18n } from './i18n';
import { THEME } from './theme';

type AppApi = ReturnType<typeof App.useApp>;
export interface FeedbackApi {
  message: Pick<AppApi['message'], 'error' | 'success' | 'info'>;
  modal: { info: (config: ModalFuncProps) => unknown };
}

export const NOTIFICATION_MAX_COUNT = 5;

// The static message until providers.tsx binds its themed one (and in plain unit tests). The session
// dialog is antd's static Modal: it is shown as the app leaves for Login, so it must outlive the
// signed-in area's <App>; it is fetched on first use, keeping Modal out of Login's download. Both take
// the theme from here (they render outside every ConfigProvider): its button keeps the AA contrast.
ConfigProvider.config({ theme: THEME });
staticMessage.config({ maxCount: MESSAGE_MAX_COUNT });
const staticModalInfo = (config: ModalFuncProps) => void import('antd/es/modal').then(({ default: Modal }) => Modal.info(config));
let api: FeedbackApi = { message: staticMessage, modal: { info: staticModalInfo } };

/** Replaces parts of the feedback; the returned function puts the previous ones back (an unmount). */
export const bindFeedback = (next: Partial<FeedbackApi>) => {
  const previous = api;
  const bound = { ...api, ...next };
  api = bound;
  return () => {
    if (api === bound) api = previous;
  };
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
