import {
  createVersionRoute,
  deleteVersionRoute,
  findDemandsRoute,
  findVersionDocumentOptionsRoute,
  findVersionsRoute,
  getOrgTreeRoute,
  updateVersionRoute,
  type TDemand,
  type TSoftwareVersion,
} from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answer, callsTo, lastBody, refuse, stubApi } from '../../../test/api';
import { pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { DefinitionPage } from './definition-page';

const version = (id: number, over: Partial<TSoftwareVersion> = {}): TSoftwareVersion => ({
  id,
  softwareType: 'mainUnit',
  major: 2,
  minor: `${id}`,
  text: `2.${id}`,
  description: `Release ${id}`,
  robotTypes: [1],
  demands: [{ id: 7, title: 'Quiet mode', state: 'planned' }],
  releaseNote: null,
  orgId: 1,
  orgName: 'Platform',
  author: 'admin',
  createdAt: '2030-01-01T00:00:00Z',
  updatedAt: '2030-01-02T00:00:00Z',
  packages: 2,
  released: 1,
  ...over,
});
const demandRow: TDemand = {
  id: 7,
  title: 'Quiet mode',
  description: '',
  robotTypes: [1],
  priority: 1,
  state: 'planned',
  orgId: 1,
  orgName: 'Platform',
  author: 'admin',
  updatedBy: 'admin',
  createdAt: '2030-01-01T00:00:00Z',
  updatedAt: '2030-01-02T00:00:00Z',
};
const CODES = ['definition', 'definition:create', 'definition:edit', 'definition:delete', 'demand:view', 'versionDoc:view'];
const pickers = [
  answer(findDemandsRoute, pageOf([demandRow])),
  answer(findVersionDocumentOptionsRoute, [{ id: 3, title: 'Notes 2.4' }]),
  answer(getOrgTreeRoute, []),
];
const renderPage = (codes = CODES) =>
  renderWithApp(
    <MemoryRouter>
      <DefinitionPage />
    </MemoryRouter>,
    codes,
  );
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('version definitions', () => {
  it('lists versions with their requirements and package counts', async () => {
    stubApi([answer(findVersionsRoute, pageOf([version(4)]))]);
    await renderPage();
    const row = await rowOf('2.4');
    expect(within(row).getByText('Quiet mode')).toBeTruthy();
    expect(within(row).getByText('1 of 2 released')).toBeTruthy();
    expect(within(row).getByText('Main unit')).toBeTruthy();
  });

  it('defines a version with a requirement after checking the minor format, and shows VERSION_EXISTS on the minor field', async () => {
    const calls = stubApi([
      answer(findVersionsRoute, pageOf([])),
      refuse(createVersionRoute, 'VERSION_EXISTS', undefined, { fields: [{ path: 'minor', code: 'errors.VERSION_EXISTS' }] }),
      ...pickers,
    ]);
    const { user } = await renderPage();
    expect(await screen.findByText(/No versions defined yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /New version/ }));
    const form = await screen.findByRole('form', { name: 'Edit version' });
    await user.type(within(form).getByLabelText('Major version'), '2');
    await user.type(within(form).getByLabelText('Minor version'), '4.x');
    await user.type(within(form).getByLabelText('Description'), 'Faster docking');
    await user.click(within(form).getByLabelText('Robot types'));
    await user.click(await screen.findByTitle('Model 130'));
    await user.click(within(form).getByLabelText('Requirements delivered'));
    await user.click(await screen.findByTitle('Quiet mode'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/Enter the minor version/)).toBeTruthy();
    expect(callsTo(calls, createVersionRoute)).toHaveLength(0);
    await user.clear(within(form).getByLabelText('Minor version'));
    await user.type(within(form).getByLabelText('Minor version'), '4.1');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, createVersionRoute)).toHaveLength(1));
    expect(lastBody(calls, createVersionRoute)).toMatchObject({
      softwareType: 'mainUnit',
      major: 2,
      minor: '4.1',
      robotTypes: [1],
      demandIds: [7],
      releaseNoteId: null,
    });
    expect(await within(form).findAllByText(/already has a version with this number/)).not.toHaveLength(0);
    expect(screen.getByRole('form', { name: 'Edit version' })).toBe(form);
  });

  it('sends only what changed in an edit, and locks the number of a version with packages', async () => {
    const calls = stubApi([answer(findVersionsRoute, pageOf([version(4)])), answer(updateVersionRoute, null), ...pickers]);
    const { user } = await renderPage();
    await user.click(within(await rowOf('2.4')).getByRole('button', { name: 'Edit 2.4' }));
    const form = await screen.findByRole('form', { name: 'Edit version' });
    expect(within(form).getByText(/can no longer change/)).toBeTruthy();
    expect((within(form).getByLabelText('Minor version') as HTMLInputElement).disabled).toBe(true);
    await user.clear(within(form).getByLabelText('Description'));
    await user.type(within(form).getByLabelText('Description'), 'Night release');
    await user.click(within(form).getByLabelText('Release notes'));
    await user.click(await screen.findByTitle('Notes 2.4'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo(calls, updateVersionRoute)).toHaveLength(1));
    expect(lastBody(calls, updateVersionRoute)).toEqual({ id: 4, description: 'Night release', releaseNoteId: 3 });
  });

  it('deletes only after confirmation; a refusal (VERSION_IN_USE) keeps the row', async () => {
    const calls = stubApi([answer(findVersionsRoute, pageOf([version(5)])), refuse(deleteVersionRoute, 'VERSION_IN_USE')]);
    const { user } = await renderPage();
    await user.click(within(await rowOf('2.5')).getByRole('button', { name: 'Delete 2.5' }));
    const pop = await screen.findByRole('tooltip');
    expect(within(pop).getByText('Delete the version 2.5?')).toBeTruthy();
    expect(callsTo(calls, deleteVersionRoute)).toHaveLength(0);
    await user.click(within(pop).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(calls, deleteVersionRoute)).toHaveLength(1));
    // The app's one error handler shows the server's VERSION_IN_USE text (lib/feedback); the row stays.
    expect(screen.getByText('2.5')).toBeTruthy();
  });
});
