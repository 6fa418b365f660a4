import { afterEach, describe, expect, it, vi } from 'vitest';
import { installViewport, rootFontSize } from './viewport';

describe('root font scaling', () => {
  afterEach(() => vi.useRealTimers());

  it('maps the 750 px design width to 16 px per rem below 1400 px, and clears it above', () => {
    expect(rootFontSize(750)).toBe('16px');
    expect(rootFontSize(375)).toBe('8px');
    expect(rootFontSize(1399)).toBe(`${(1399 / 750) * 16}px`);
    expect(rootFontSize(1400)).toBe('');
  });

  it('applies on resize only after 200 ms of quiet', () => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1600 });
    const stop = installViewport();
    expect(document.documentElement.style.fontSize).toBe('');
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 750 });
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(199);
    expect(document.documentElement.style.fontSize).toBe('');
    vi.advanceTimersByTime(1);
    expect(document.documentElement.style.fontSize).toBe('16px');
    stop();
  });
});
