import { LANDMARK_UPLOAD_TIMEOUT_MS, type TOrg, type TOrgTreeNode } from '@fleet/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubApi } from '../../../test/render';
import { LandmarkForm } from './landmark-form';

const n = (id: number, name: string, level: number, children: TOrgTreeNode[] = []): TOrgTreeNode => ({
  id, name, level, code: `C${id}`, businessCode: 'B1', children,
});
const TREE = [n(1, 'Platform HQ', 0, [n(3, 'North Site', 3, [n(9, 'Dock A', 4)])])];
const dockA: TOrg = {
  id: 9, name: 'Dock A', level: 4, parentId: 3, parentName: 'North Site', code: 'DOCKA', businessCode: 'B1',
  contactName: null, phone: null, type: null, area: null, childCount: 0, userCount: 0, createdAt: '2025-01-01T00:00:00Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The multipart bodies the stubbed fetch received, with method and path. */
const formCalls = () =>
  vi.mocked(fetch).mock.calls.flatMap(([input, init]) =>
    init?.body instanceof FormData ? [{ method: init.method, path: new URL(String(input), 'http://x').pathname, form: init.body }] : [],
  );

describe('point with landmark file', () => {
  it('sends the fields and the chosen file as one multipart request with the upload timeout', async () => {
    stubApi({ 'user-service/user/org/getTreeByBusinessCode': TREE, 'user-service/user/org/save/landmark/org': { id: 12 } });
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const onDone = vi.fn();
    await renderWithApp(<LandmarkForm parentId={3} onDone={onDone} />);

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Dock B' } });
    fireEvent.change(screen.getByLabelText('Contact'), { target: { value: 'Bo' } });
    const file = new File(['landmarks-v1'], 'dock-b.lmk', { type: 'application/octet-stream' });
    const input = screen.getByLabelText('Landmark file');
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText('dock-b.lmk')).toBeTruthy();
    fireEvent.submit(screen.getByRole('form', { name: 'New point with landmark file' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [call] = formCalls();
    expect(call).toMatchObject({ method: 'POST', path: '/v2/api/sweeper/user-service/user/org/save/landmark/org' });
    expect(Object.fromEntries([...call!.form.entries()].filter(([k]) => k !== 'file'))).toEqual({
      parentId: '3', name: 'Dock B', contactName: 'Bo',
    });
    const sent = call!.form.get('file') as File;
    expect(sent.name).toBe('dock-b.lmk');
    expect(await sent.text()).toBe('landmarks-v1');
    expect(timers).toHaveBeenCalledWith(expect.any(Function), LANDMARK_UPLOAD_TIMEOUT_MS);
  });

  it('refuses to create a point without a file', async () => {
    stubApi({ 'user-service/user/org/getTreeByBusinessCode': TREE });
    await renderWithApp(<LandmarkForm parentId={3} onDone={() => undefined} />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Dock B' } });
    fireEvent.submit(screen.getByRole('form', { name: 'New point with landmark file' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(formCalls()).toHaveLength(0);
  });

  it('edits a point with PUT, keeping the file when none is chosen', async () => {
    stubApi({ 'user-service/user/org/getTreeByBusinessCode': TREE, 'user-service/user/org/update/landmark/org': null });
    const onDone = vi.fn();
    await renderWithApp(<LandmarkForm org={dockA} onDone={onDone} />);
    expect(screen.getByText('Replace the landmark file')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Dock A1' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Edit point' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [call] = formCalls();
    expect(call).toMatchObject({ method: 'PUT', path: '/v2/api/sweeper/user-service/user/org/update/landmark/org' });
    expect(Object.fromEntries(call!.form.entries())).toEqual({ id: '9', parentId: '3', name: 'Dock A1', code: 'DOCKA' });
  });
});
