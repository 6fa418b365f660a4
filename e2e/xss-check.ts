import { expect, type Page } from '@playwright/test';

/**
 * What an executed payload would leave in rendered markdown: a script element, an event-handler
 * attribute, a script URL, an embedding element. Shared by the help and document XSS tests.
 */
export const injected = (page: Page) =>
  page.getByTestId('markdown').evaluate((root) => {
    const found: string[] = [];
    for (const el of [root, ...root.querySelectorAll('*')]) {
      if (/^(script|iframe|object|embed|form|input|meta|base|style|svg|math)$/i.test(el.tagName)) found.push(`<${el.tagName}>`);
      for (const a of el.attributes) {
        if (/^on/i.test(a.name) || a.name === 'style' || a.name === 'srcdoc') found.push(`${el.tagName} ${a.name}`);
        if (
          /^(href|src|action|xlink:href|data)$/i.test(a.name) &&
          /^(javascript|data|vbscript):/i.test([...a.value].filter((c) => c.charCodeAt(0) > 32).join(''))
        )
          found.push(`${el.tagName} ${a.name}=${a.value}`);
      }
    }
    return found;
  });

/** Opens each item and checks its markdown; resolves with the dialogs the page raised meanwhile. */
export const readAll = async (page: Page, titles: string[], open: (title: string) => Promise<void>, close?: () => Promise<void>) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  for (const title of titles) {
    await open(title);
    // Attached, not visible: a payload dropped whole leaves an empty (zero-size) article.
    await expect(page.getByTestId('markdown')).toBeAttached();
    // The window for a late handler (an image's onerror/onload) closes once the page has loaded everything.
    await page.waitForLoadState('load');
    expect(await injected(page), title).toEqual([]);
    await close?.();
  }
  return dialogs;
};
