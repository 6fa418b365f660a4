import {
  createLandmarkOrgRoute,
  getOrgTreeRoute,
  LANDMARK_UPLOAD_TIMEOUT_MS,
  updateLandmarkOrgRoute,
  type RouteDef,
  type TOrg,
  type TOrgTreeNode,
} from '@fleet/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, callsTo, stubApi, type ApiCall } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { LandmarkForm } from './landmark-form';

const n = (id: number, name: string, level: number, children: TOrgTreeNode[] = []): TOrgTreeNode => ({
  id,
  name,
  level,
  code: `C${id}`,
  businessCode: 'B1',
  children,
});
const TREE = [n(1, 'Platform HQ', 0, [n(3, 'North Site', 3, [n(9, 'Dock A', 4)])])];
const dockA: TOrg = {
  id: 9,
  name: 'Dock A',
  level: 4,
  parentId: 3,
  parentName: 'North Site',
  code: 'DOCKA',
  businessCode: 'B1',
  contactName: null,
  phone: null,
  type: null,
  area: null,
  longitude: null,
  latitude: null,
  childCount: 0,
  userCount: 0,
  createdAt: '2025-01-01T00:00:00Z',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The multipart body of the one call made to `route`. */
const sentForm = (calls: ApiCall[], route: RouteDef) => {
  const sent = callsTo(calls, route);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.body).toBeInstanceOf(FormData);
  return sent[0]!.body as FormData;
};

describe('point with landmark file', () => {
  it('sends the fields and the chosen file as one multipart request with the upload timeout', async () => {
    const calls = stubApi([answer(getOrgTreeRoute, TREE), answer(createLandmarkOrgRoute, { id: 12 })]);
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const onDone = vi.fn();
    const { user } = await renderWithApp(<LandmarkForm parentId={3} onDone={onDone} />);

    await user.type(screen.getByLabelText('Name'), 'Dock B');
    await user.type(screen.getByLabelText('Contact'), 'Bo');
    const file = new File(['landmarks-v1'], 'dock-b.lmk', { type: 'application/octet-stream' });
    await user.upload(screen.getByLabelText('Landmark file'), file);
    expect(await screen.findByText('dock-b.lmk')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const form = sentForm(calls, createLandmarkOrgRoute);
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file'))).toEqual({
      parentId: '3',
      name: 'Dock B',
      contactName: 'Bo',
    });
    const sent = form.get('file') as File;
    expect(sent.name).toBe('dock-b.lmk');
    expect(await sent.text()).toBe('landmarks-v1');
    expect(timers).toHaveBeenCalledWith(expect.any(Function), LANDMARK_UPLOAD_TIMEOUT_MS);
  });

  it('refuses to create a point without a file', async () => {
    const calls = stubApi([answer(getOrgTreeRoute, TREE), answer(createLandmarkOrgRoute, { id: 12 })]);
    const { user } = await renderWithApp(<LandmarkForm parentId={3} onDone={() => undefined} />);
    await user.type(screen.getByLabelText('Name'), 'Dock B');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(callsTo(calls, createLandmarkOrgRoute)).toHaveLength(0);
  });

  it('edits a point with PUT, keeping the file when none is chosen', async () => {
    const calls = stubApi([answer(getOrgTreeRoute, TREE), answer(updateLandmarkOrgRoute, null)]);
    const onDone = vi.fn();
    const { user } = await renderWithApp(<LandmarkForm org={dockA} onDone={onDone} />);
    expect(screen.getByText('Replace the landmark file')).toBeTruthy();
    await user.type(screen.getByLabelText('Name'), '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(Object.fromEntries(sentForm(calls, updateLandmarkOrgRoute).entries())).toEqual({
      id: '9',
      parentId: '3',
      name: 'Dock A1',
      code: 'DOCKA',
    });
  });
});
