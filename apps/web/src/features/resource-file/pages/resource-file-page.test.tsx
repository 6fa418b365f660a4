import {
  deleteFileRoute,
  exportFilesRoute,
  findFilesRoute,
  getFileThumbnailRoute,
  renameFileRoute,
  type TFileItem,
} from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickOption } from '../../../test/antd';
import { answer, answerFile, callsTo, lastBody, stubApi } from '../../../test/api';
import { pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { ResourceFilePage } from './resource-file-page';

const file: TFileItem = {
  id: 7,
  number: 'F20260102000007',
  name: 'brush.png',
  kind: 'image',
  mime: 'image/png',
  size: 1536,
  creator: 'Admin',
  orgId: 1,
  orgName: 'Platform HQ',
  createdAt: '2026-01-02T03:04:05.000Z',
};
const api = [
  answer(findFilesRoute, pageOf([file])),
  answer(renameFileRoute, null),
  answer(deleteFileRoute, null, { id: 7 }),
  answerFile(
    getFileThumbnailRoute,
    { body: new Uint8Array([82, 73, 70, 70]), type: 'image/webp', filename: 'brush.png.webp', inline: true },
    { id: 7 },
  ),
];
const ALL = ['resourceFile:view', 'resourceFile:upload', 'resourceFile:edit', 'resourceFile:delete'];

afterEach(() => vi.unstubAllGlobals());

describe('resource file screen', () => {
  it('shows number, name, type, size with its unit, creator and time, and the upload button for a holder of the upload code', async () => {
    stubApi(api);
    await renderWithApp(<ResourceFilePage />, ALL);
    const row = (await screen.findByText('F20260102000007')).closest('tr')!;
    for (const text of ['brush.png', 'Image', '1.5 KB', 'Admin']) expect(within(row).getByText(text)).toBeTruthy();
    // The server's thumbnail, fetched with the session (an <img> cannot send the token).
    expect((await within(row).findByRole('img', { name: 'brush.png' })).getAttribute('src')).toMatch(/^blob:/);
    expect(screen.getByRole('button', { name: /Upload file/ })).toBeTruthy();
  });

  it('hides upload, rename and delete from a viewer', async () => {
    stubApi(api);
    await renderWithApp(<ResourceFilePage />, ['resourceFile:view']);
    const row = (await screen.findByText('brush.png')).closest('tr')!;
    expect(screen.queryByRole('button', { name: /Upload file/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(row).getByRole('button', { name: /Preview/ })).toBeTruthy();
  });

  it('filters by type from page 1', async () => {
    const calls = stubApi(api);
    const { user } = await renderWithApp(<ResourceFilePage />, ALL);
    await screen.findByText('brush.png');
    await pickOption(user, screen.getByRole('combobox', { name: 'Type' }), 'Video');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastBody(calls, findFilesRoute)).toEqual({ kind: 'video', page: 1, pageSize: 15 }));
  });

  it('exports every file of the search through the server, not only the page on screen', async () => {
    const csv = { body: 'Number\r\n', type: 'text/csv; charset=utf-8', filename: 'resource-files-2026-01-02.csv' };
    const calls = stubApi([...api, answerFile(exportFilesRoute, csv)]);
    const { user } = await renderWithApp(<ResourceFilePage />, ALL);
    await screen.findByText('brush.png');
    await pickOption(user, screen.getByRole('combobox', { name: 'Type' }), 'Video');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastBody(calls, findFilesRoute)).toMatchObject({ kind: 'video' }));
    await user.click(screen.getByRole('button', { name: /Export/ }));
    expect(await screen.findByText('Exported resource-files-2026-01-02.csv')).toBeTruthy();
    expect(lastBody(calls, exportFilesRoute)).toEqual({ kind: 'video' });
  });

  it('renames with the new name and deletes only after the confirmation', async () => {
    const calls = stubApi(api);
    const { user } = await renderWithApp(<ResourceFilePage />, ALL);
    const row = (await screen.findByText('brush.png')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /Rename/ }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(input);
    await user.type(input, 'main brush.png');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(lastBody(calls, renameFileRoute)).toEqual({ id: 7, name: 'main brush.png' }));

    await user.click(within(row).getByRole('button', { name: /Delete/ }));
    expect(await screen.findByText('Delete the file brush.png?')).toBeTruthy();
    expect(callsTo(calls, deleteFileRoute, { id: 7 })).toHaveLength(0);
    await user.click(within(screen.getByRole('tooltip')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(calls, deleteFileRoute, { id: 7 })).toHaveLength(1));
  });
});
