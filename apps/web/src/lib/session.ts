import { createStore, useStore } from './store';
import { queryClient } from './query-client';

/** Session state of spec §3 (token, isLogin, network, dialogOut). */
export interface SessionState {
  token: string | null;
  /** True while the user is inside the app; Login sets it false (spec §2 "reaching Login"). */
  isLogin: boolean;
  /** False after a request got no response at all (spec §4). */
  network: boolean;
  /** True while the one "session ended" dialog is open, so parallel failures do not stack dialogs. */
  dialogOut: boolean;
}

const TOKEN_KEY = 'token';

const readToken = () => {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
};

export const sessionStore = createStore<SessionState>({
  token: readToken(),
  isLogin: true,
  network: true,
  dialogOut: false,
});

export const useSession = <T>(select: (s: SessionState) => T) => useStore(sessionStore, select);
export const getToken = () => sessionStore.get().token ?? readToken();

let goToLogin: () => void = () => window.location.assign('/');
/** The router registers its navigate here so the request client can leave for Login without a reload. */
export const setLoginNavigator = (fn: () => void) => {
  goToLogin = fn;
};

export const navigateToLogin = () => goToLogin();

export const signIn = (token: string) => {
  sessionStorage.setItem(TOKEN_KEY, token);
  sessionStore.set({ token, isLogin: true, network: true });
};

/** Clears token, session storage and cached server data; the user counts as not logged in. */
export const resetSession = () => {
  sessionStorage.clear();
  queryClient.clear();
  sessionStore.set({ token: null, isLogin: false });
};

/** Spec §4: on logout or expiry all state is reset, session storage cleared, and the user goes to Login. */
export const logout = () => {
  resetSession();
  sessionStore.set({ dialogOut: false, network: true });
  goToLogin();
};
