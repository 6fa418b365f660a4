import { cleanup, configure } from '@testing-library/react';
import { message, Modal, notification } from 'antd';
import { afterAll, afterEach, vi } from 'vitest';
import { loadLanguage, loadNamespaces } from '../lib/i18n';
import { LATER_NAMESPACES } from '../locales/namespaces';
import { takeContractViolations } from './api';
import { WAIT_FLOOR_MS } from '../../../../tools/test-budgets';

// findBy*/waitFor end when the element shows; their 1 s default fails correct tests under load.
configure({ asyncUtilTimeout: WAIT_FLOOR_MS });

// antd reads these browser APIs, which happy-dom does not provide (or not completely).
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// The app fetches en and ja when chosen and a screen's texts when it opens; tests render screens
// directly and switch languages, so every namespace of all three is in.
await loadNamespaces(LATER_NAMESPACES);
await Promise.all([loadLanguage('zh'), loadLanguage('en'), loadLanguage('ja')]);

afterEach(() => {
  // A request the server's contract would refuse fails the test that made it (test/api.ts).
  const refused = takeContractViolations();
  if (refused.length > 0) throw new Error(refused.join('\n\n'));
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

// React's scheduler and antd's motion may still have work queued when a file's last test ends; let
// it run while the DOM still exists, or it fails later with "window is not defined".
// Static antd messages, notifications and modals render in roots of their own that cleanup() does
// not know: close them first.
afterAll(async () => {
  cleanup();
  message.destroy();
  notification.destroy();
  Modal.destroyAll();
  await new Promise((resolve) => setTimeout(resolve, 300));
});
