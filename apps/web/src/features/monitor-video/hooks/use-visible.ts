import { useEffect, useState, useSyncExternalStore } from 'react';

const onVisibility = (fn: () => void) => {
  document.addEventListener('visibilitychange', fn);
  return () => document.removeEventListener('visibilitychange', fn);
};

/** False while the browser tab is hidden (another tab, minimised). */
export const usePageVisible = () => useSyncExternalStore(onVisibility, () => document.visibilityState !== 'hidden');

/**
 * Whether the element is on screen in a visible tab. A tile that is not seen stops watching, so the
 * robot's lease ends and neither the robot, the server nor the network carries a picture nobody sees.
 */
export const useVisible = (ref: React.RefObject<HTMLElement | null>) => {
  const page = usePageVisible();
  const [onScreen, setOnScreen] = useState(true);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      const last = entries.at(-1);
      if (last) setOnScreen(last.isIntersecting);
    });
    io.observe(el);
    return () => io.disconnect();
  }, [ref]);
  return page && onScreen;
};
