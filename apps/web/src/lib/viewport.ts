import { DESIGN_WIDTH_PX, MOBILE_BREAKPOINT_PX, RESIZE_DEBOUNCE_MS } from '@fleet/contracts';
import { createStore, useStore } from './store';

export const isNarrow = (width: number) => width < MOBILE_BREAKPOINT_PX;

/** Root font size for a viewport: 1 rem = 16 px at the 750 px design width below 1400 px, else unset. */
export const rootFontSize = (width: number): string => (isNarrow(width) ? `${(width / DESIGN_WIDTH_PX) * 16}px` : '');

const viewportStore = createStore({ width: typeof window === 'undefined' ? MOBILE_BREAKPOINT_PX : window.innerWidth });

const apply = () => {
  document.documentElement.style.fontSize = rootFontSize(window.innerWidth);
  viewportStore.set({ width: window.innerWidth });
};

/**
 * Installs the one resize listener, debounced 200 ms (spec §9), and applies the root font scaling of
 * spec §1. antd is unaffected because index.html gives the body a px font size.
 */
export const installViewport = () => {
  apply();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(apply, RESIZE_DEBOUNCE_MS);
  };
  window.addEventListener('resize', onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('resize', onResize);
  };
};

export const useViewportWidth = () => useStore(viewportStore, (s) => s.width);
