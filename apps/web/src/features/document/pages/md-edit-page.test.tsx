import { getDocumentRoute, getOrgTreeRoute, updateDocumentRoute, type TDocument } from '@fleet/contracts';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answer, lastBody, refuse, stubApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { toLines } from '../components/line-diff-view';
import { MdEditPage } from './md-edit-page';

const doc: TDocument = {
  id: 4,
  kind: 'maintenance',
  title: 'Brush manual',
  labels: ['brush'],
  isPublic: false,
  orgId: 1,
  orgName: 'Platform',
  version: 3,
  updatedBy: 'admin',
  editable: true,
  createdAt: '2030-01-01T00:00:00Z',
  updatedAt: '2030-01-02T00:00:00Z',
  body: '# Brush\n\nTurn it left.',
};

// The leave guard uses the router's blocker, which needs a data router.
const renderEditor = (answers: Parameters<typeof stubApi>[0]) => {
  const calls = stubApi([answer(getDocumentRoute, doc, { id: 4 }), answer(getOrgTreeRoute, []), ...answers]);
  const router = createMemoryRouter(
    [
      { path: '/contentPage/mdEdit', element: <MdEditPage /> },
      { path: '/contentPage/mdPreview', element: <p>reader</p> },
    ],
    { initialEntries: ['/contentPage/mdEdit?id=4'] },
  );
  return { calls, router, rendered: renderWithApp(<RouterProvider router={router} />, ['mdEdit:edit']) };
};

describe('mdEdit', () => {
  it('saves only what changed, naming the version editing started from, then opens the reader', async () => {
    const { calls, router, rendered } = renderEditor([answer(updateDocumentRoute, { version: 4 })]);
    const { user } = await rendered;
    const body = await screen.findByLabelText('Body (Markdown)');
    await user.clear(body);
    await user.type(body, 'Turn it right.');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Preview' }).textContent).toContain('Turn it right.'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contentPage/mdPreview'));
    expect(lastBody(calls, updateDocumentRoute)).toEqual({ id: 4, baseVersion: 3, body: 'Turn it right.' });
    expect(await screen.findByText('Saved as version 4')).toBeTruthy();
  });

  it('keeps the text after a stale save, says why, and asks before leaving it', async () => {
    const { router, rendered } = renderEditor([refuse(updateDocumentRoute, 'DOCUMENT_STALE')]);
    const { user } = await rendered;
    const body = await screen.findByLabelText('Body (Markdown)');
    await user.clear(body);
    await user.type(body, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Someone else saved a newer version/)).toBeTruthy();
    expect((body as HTMLTextAreaElement).value).toBe('Mine');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Discard your unsaved changes?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/contentPage/mdEdit');
    expect((body as HTMLTextAreaElement).value).toBe('Mine');
  });
});

describe('line diff', () => {
  it('marks removed and added lines and keeps the rest', () => {
    expect(toLines('a\nb\nc\n', 'a\nB\nc\n')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'B' },
      { kind: 'same', text: 'c' },
    ]);
  });
});
