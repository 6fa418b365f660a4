import {
  createHelpArticleRoute,
  deleteHelpArticleRoute,
  downloadFileRoute,
  fileContentUrl,
  findFilesRoute,
  findHelpArticlesRoute,
  getHelpArticleRoute,
  getOrgTreeRoute,
  type THelpArticleRow,
} from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answer, answerFile, callsTo, lastBody, stubApi } from '../../../test/api';
import { pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { HelpPage } from './help-page';

const row = (id: number, over: Partial<THelpArticleRow> = {}): THelpArticleRow => ({
  id,
  title: `Article ${id}`,
  category: 'guide',
  isPublic: false,
  orgId: 1,
  orgName: 'Platform',
  excerpt: 'Start here',
  author: 'admin',
  editable: true,
  createdAt: '2030-01-01T00:00:00Z',
  updatedAt: '2030-01-02T00:00:00Z',
  ...over,
});
const api = [
  answer(findHelpArticlesRoute, pageOf([row(1), row(2, { editable: false, isPublic: true })])),
  answer(getHelpArticleRoute, { ...row(1), body: '# Heading one\n\n<script>alert(1)</script>\n\n- item', updatedBy: 'admin' }, { id: 1 }),
  answer(deleteHelpArticleRoute, null, { id: 1 }),
  answer(createHelpArticleRoute, { id: 9 }),
  answer(getOrgTreeRoute, []),
];
const CODES = ['help', 'help:create', 'help:edit', 'help:delete'];
const renderPage = (codes = CODES) =>
  renderWithApp(
    <MemoryRouter>
      <HelpPage />
    </MemoryRouter>,
    codes,
  );
const rowOf = async (title: string) => (await screen.findByRole('button', { name: title })).closest('tr')!;

describe('help center', () => {
  it('offers editing and deleting only for articles of the own subtree, and asks before deleting', async () => {
    const calls = stubApi(api);
    const { user } = await renderPage();
    const own = await rowOf('Article 1');
    expect(within(own).getByRole('button', { name: 'Edit Article 1' })).toBeTruthy();
    const above = await rowOf('Article 2');
    expect(within(above).queryByRole('button', { name: /^(Edit|Delete) Article 2$/ })).toBeNull();
    expect(within(above).getByRole('button', { name: 'Copy public link Article 2' })).toBeTruthy();
    await user.click(within(own).getByRole('button', { name: 'Delete Article 1' }));
    const pop = await screen.findByRole('tooltip');
    expect(within(pop).getByText(/public link stops working at once/)).toBeTruthy();
    expect(callsTo(calls, deleteHelpArticleRoute, { id: 1 })).toHaveLength(0);
    await user.click(within(pop).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(calls, deleteHelpArticleRoute, { id: 1 })).toHaveLength(1));
  });

  it('reads an article rendered, without running its raw HTML', async () => {
    stubApi(api);
    const { user } = await renderPage(['help']);
    await user.click(await screen.findByRole('button', { name: 'Article 1' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('heading', { name: 'Heading one' })).toBeTruthy();
    expect(drawer.querySelector('script')).toBeNull();
    expect(within(drawer).getByRole('listitem').textContent).toBe('item');
  });

  it('previews the body while it is typed, refuses a script URL as an image, and creates the article', async () => {
    const calls = stubApi(api);
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: /New article/ }));
    const form = await screen.findByRole('form', { name: 'Edit article' });
    await user.type(within(form).getByLabelText('Title'), 'Brushes');
    await user.type(within(form).getByLabelText('Body (Markdown)'), '## Change them');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByRole('heading', { name: 'Change them' })).toBeTruthy();
    await user.click(within(form).getByRole('button', { name: 'Insert image' }));
    await user.click(await screen.findByRole('tab', { name: 'By address' }));
    // The modal over the drawer: found by its field (happy-dom does not name antd's modal by its title).
    const modal = (await screen.findByLabelText('Image address')).closest<HTMLElement>('.ant-modal')!;
    await user.type(within(modal).getByLabelText('Image address'), 'javascript:alert(1)');
    await user.click(within(modal).getByRole('button', { name: 'Insert image' }));
    expect(await within(modal).findByText('Use an address on this site (starting with /) or an https address.')).toBeTruthy();
    await user.clear(within(modal).getByLabelText('Image address'));
    await user.type(within(modal).getByLabelText('Image address'), '/files/brush.png');
    await user.type(within(modal).getByLabelText('Image description'), 'Brush');
    await user.click(within(modal).getByRole('button', { name: 'Insert image' }));
    expect((await within(preview).findByRole('img', { name: 'Brush' })).getAttribute('src')).toBe('/files/brush.png');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, createHelpArticleRoute)).toHaveLength(1));
    expect(lastBody(calls, createHelpArticleRoute)).toMatchObject({
      title: 'Brushes',
      category: 'guide',
      isPublic: false,
      body: '## Change them![Brush](/files/brush.png)',
    });
  });

  it('inserts an image picked from the resource files and previews it through the session', async () => {
    const file = { id: 7, number: 'F20300101000007', name: 'brush.png', kind: 'image' as const, mime: 'image/png', size: 2048 };
    const calls = stubApi([
      ...api,
      answer(findFilesRoute, pageOf([{ ...file, creator: 'admin', orgId: 1, orgName: 'Platform', createdAt: '2030-01-01T00:00:00Z' }])),
      answerFile(
        downloadFileRoute,
        { body: new Uint8Array([137, 80, 78, 71]), type: 'image/png', filename: 'brush.png', inline: true },
        { id: 7 },
      ),
    ]);
    const { user } = await renderPage([...CODES, 'resourceFile:view']);
    await user.click(await screen.findByRole('button', { name: /New article/ }));
    const form = await screen.findByRole('form', { name: 'Edit article' });
    await user.click(within(form).getByRole('button', { name: 'Insert image' }));
    await user.click(await screen.findByRole('tab', { name: 'From resource files' }));
    await user.click(await screen.findByRole('combobox', { name: 'Resource file' }));
    await user.click((await screen.findByText('brush.png · F20300101000007 · 2.0 KB')).closest('.ant-select-item-option')!);
    await user.click(screen.getByRole('button', { name: 'Insert' }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    const img = await within(preview).findByRole('img', { name: 'brush' });
    expect(img.getAttribute('src')).toMatch(/^blob:/);
    expect(callsTo(calls, findFilesRoute)[0]?.body).toMatchObject({ kind: 'image' });
    expect((within(form).getByLabelText('Body (Markdown)') as HTMLTextAreaElement).value).toContain(`![brush](${fileContentUrl(7)})`);
  });
});
