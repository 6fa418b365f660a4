import { render, screen } from '@testing-library/react';
import { fileContentUrl } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';
import { isExternal, safeUrl } from './markdown-policy';

const renderMd = async (source: string) => {
  const { container } = render(<Markdown source={source} />);
  // The renderer is a lazy chunk: wait for its output, not for a time.
  return (await screen.findByTestId('markdown')) && container;
};

describe('Markdown', () => {
  it('shows stored files on the public page through the public help route, a video as a player', async () => {
    const { container } = render(
      <Markdown
        files="public"
        source={`![Cover](${fileContentUrl(5)})\n\n![Clip](${fileContentUrl(6)}#video)\n\n![Other](/v2/api/sweeper/file/1.png)`}
      />,
    );
    expect((await screen.findByRole('img', { name: 'Cover' })).getAttribute('src')).toBe(
      '/v2/api/sweeper/user-service/systemhelp/outAuth/file/5',
    );
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/v2/api/sweeper/user-service/systemhelp/outAuth/file/6');
    expect(screen.getByRole('img', { name: 'Other' }).getAttribute('src')).toBe('/v2/api/sweeper/file/1.png');
  });

  it('renders headings, lists, tables, code, links and images (GFM)', async () => {
    const c = await renderMd(
      [
        '# Title',
        '',
        '- one',
        '- two',
        '',
        '| a | b |',
        '|---|---|',
        '| 1 | 2 |',
        '',
        '`code`',
        '',
        '[docs](https://example.com/x)',
        '',
        '![pic](/v2/api/sweeper/file/1.png)',
        '',
        '~~old~~',
      ].join('\n'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Title' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(c.querySelector('table td')?.textContent).toBe('1');
    expect(c.querySelector('code')?.textContent).toBe('code');
    expect(c.querySelector('del')?.textContent).toBe('old');
    const link = screen.getByRole('link', { name: 'docs' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('img', { name: 'pic' }).getAttribute('src')).toBe('/v2/api/sweeper/file/1.png');
  });

  it('keeps a same-origin link in the tab', async () => {
    await renderMd('[home](/contentPage/help)');
    const link = screen.getByRole('link', { name: 'home' });
    expect(link.getAttribute('target')).toBeNull();
  });

  it('never lets raw HTML, handlers or script URLs through', async () => {
    const c = await renderMd(
      [
        '<script>alert(1)</script>',
        '<img src=x onerror=alert(1)>',
        '[a](javascript:alert(1))',
        '[b](JaVaScRiPt:alert(1))',
        '[c](jav&#x09;ascript:alert(1))',
        '[d](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
        '[e](vbscript:msgbox(1))',
        '![f](javascript:alert(1))',
        '![g](http://insecure.example/x.png)',
        '<iframe src="javascript:alert(1)"></iframe>',
      ].join('\n\n'),
    );
    expect(c.querySelector('script, iframe, object, embed')).toBeNull();
    for (const el of c.querySelectorAll('*')) for (const a of el.attributes) expect(a.name.startsWith('on'), a.name).toBe(false);
    for (const a of c.querySelectorAll('a')) expect(a.getAttribute('href')).toBeNull();
    expect(c.querySelectorAll('img')).toHaveLength(0);
    // The links' text stays readable; only the dangerous target is gone.
    expect(screen.getByText('a')).toBeTruthy();
  });
});

describe('safeUrl', () => {
  it.each([
    ['href', 'https://example.com', true],
    ['href', 'mailto:a@b.c', true],
    ['href', '#section', true],
    ['href', 'docs/page', true],
    ['href', ' javascript:alert(1)', false],
    ['href', 'java\tscript:alert(1)', false],
    ['href', 'data:text/html,x', false],
    ['href', 'vbscript:x', false],
    ['src', '/v2/api/sweeper/file/1', true],
    ['src', 'https://cdn.example/x.png', true],
    ['src', 'http://cdn.example/x.png', false],
    ['src', 'data:image/png;base64,AAAA', false],
  ])('%s %s → %s', (key, url, ok) => {
    expect(safeUrl(url, key) !== undefined).toBe(ok);
  });

  it('tells links that leave the origin', () => {
    expect(isExternal('https://other.example/', 'http://console.local')).toBe(true);
    expect(isExternal('/contentPage', 'http://console.local')).toBe(false);
  });
});
