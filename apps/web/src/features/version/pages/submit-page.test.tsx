import { deletePackageRoute, ErrorCode, findPackagesRoute, registerPackageRoute, versionOptionsRoute } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, callsTo, lastBody, stubApi } from '../../../test/api';
import { pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { packageFixture } from './package-fixture';
import { SubmitPage } from './submit-page';

const CODES = ['submit', 'submit:view', 'submit:create', 'submit:delete'];
const OPTIONS = answer(versionOptionsRoute, [{ id: 7, softwareType: 'mainUnit', text: '2.4.1', robotTypes: [1] }]);
const renderPage = (codes = CODES) =>
  renderWithApp(
    <MemoryRouter>
      <SubmitPage />
    </MemoryRouter>,
    codes,
  );
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

/**
 * The upload goes through XMLHttpRequest (fetch reports no progress): this stand-in records the form,
 * reports the whole body sent and answers `reply` as the server would.
 */
const fakeXhr = (reply: { status: number; body: unknown }) => {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    timeout = 0;
    withCredentials = false;
    upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    open() {}
    setRequestHeader() {}
    getResponseHeader() {
      return 'application/json';
    }
    send(form: FormData) {
      sent.push(form);
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
};
afterEach(() => vi.unstubAllGlobals());

describe('package submission', () => {
  it('lists packages with size in units, md5 and a clear test mark; a released one cannot be deleted', async () => {
    stubApi([answer(findPackagesRoute, pageOf([packageFixture(1, { packageType: 'test' }), packageFixture(2, { state: 'released' })]))]);
    await renderPage();
    const row = await rowOf('2.1');
    expect(within(row).getByText('5.0 MB')).toBeTruthy();
    expect(within(row).getByText('0123456789abcdef0123456789abcdef')).toBeTruthy();
    expect(within(row).getByText(/Only robots marked for testing can install it/)).toBeTruthy();
    const released = await rowOf('2.2');
    expect((within(released).getByRole('button', { name: /Delete 2.2/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('deletes a submission after confirming', async () => {
    const calls = stubApi([answer(findPackagesRoute, pageOf([packageFixture(1)])), answer(deletePackageRoute, null)]);
    const { user } = await renderPage();
    await user.click(within(await rowOf('2.1')).getByRole('button', { name: /Delete 2.1/ }));
    expect(await screen.findByText(/Its uploaded file is deleted too/)).toBeTruthy();
    expect(callsTo(calls, deletePackageRoute)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(calls, deletePackageRoute, { id: 1 })).toHaveLength(1));
  });

  it('registers an external package, checking the md5 and url in the user language first', async () => {
    const calls = stubApi([answer(findPackagesRoute, pageOf([])), OPTIONS, answer(registerPackageRoute, { id: 9 })]);
    const { user } = await renderPage();
    expect(await screen.findByText(/No packages yet/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Submit package/ }));
    const form = await screen.findByRole('form', { name: 'Submit package' });
    await user.click(within(form).getByLabelText('Version'));
    await user.click(await screen.findByTitle('2.4.1 · Main unit'));
    // The test-package warning shows for a test package only (the default type is trial).
    expect(within(form).queryByText('Only robots marked for testing can install it')).toBeNull();
    await user.click(within(form).getByLabelText('Package type'));
    await user.click(await screen.findByTitle('Test'));
    expect(within(form).getByText('Only robots marked for testing can install it')).toBeTruthy();
    await user.click(within(form).getByLabelText('Package type'));
    await user.click(await screen.findByTitle('Trial'));
    await user.click(within(form).getByText('External address'));
    await user.type(within(form).getByLabelText('Address'), 'ftp://nowhere');
    await user.type(within(form).getByLabelText('MD5'), '123');
    await user.type(within(form).getByLabelText('Size (bytes)'), '2048');
    await user.click(within(form).getByRole('button', { name: 'Submit package' }));
    expect(await within(form).findByText(/MD5/, { selector: '.ant-form-item-explain-error' })).toBeTruthy();
    expect(callsTo(calls, registerPackageRoute)).toHaveLength(0);
    await user.clear(within(form).getByLabelText('Address'));
    await user.type(within(form).getByLabelText('Address'), 'https://builds.example.com/2.4.1.bin');
    await user.clear(within(form).getByLabelText('MD5'));
    await user.type(within(form).getByLabelText('MD5'), 'ABCDEF0123456789ABCDEF0123456789');
    await user.click(within(form).getByRole('button', { name: 'Submit package' }));
    await waitFor(() => expect(callsTo(calls, registerPackageRoute)).toHaveLength(1));
    expect(lastBody(calls, registerPackageRoute)).toMatchObject({
      versionId: 7,
      packageType: 'trial',
      url: 'https://builds.example.com/2.4.1.bin',
      size: 2048,
    });
  });

  it('uploads the fields before the file and shows a refused md5 on the md5 field, the drawer staying open', async () => {
    stubApi([answer(findPackagesRoute, pageOf([])), OPTIONS]);
    const computed = 'c'.repeat(32);
    const sent = fakeXhr({
      status: 400,
      body: {
        code: ErrorCode.PACKAGE_MD5_MISMATCH,
        msg: 'mismatch',
        data: { fields: [{ path: 'md5', code: 'errors.PACKAGE_MD5_MISMATCH', vars: { md5: computed } }] },
      },
    });
    const { user } = await renderPage();
    await user.click(await screen.findByRole('button', { name: /Submit package/ }));
    const form = await screen.findByRole('form', { name: 'Submit package' });
    await user.click(within(form).getByLabelText('Version'));
    await user.click(await screen.findByTitle('2.4.1 · Main unit'));
    await user.click(within(form).getByRole('button', { name: 'Submit package' }));
    expect(await within(form).findByText('Choose the package file to upload.')).toBeTruthy();
    await user.upload(within(form).getByLabelText('Package file'), new File(['firmware'], 'fw.bin'));
    await user.type(within(form).getByLabelText('MD5'), 'f'.repeat(32));
    await user.click(within(form).getByRole('button', { name: 'Submit package' }));
    expect(await within(form).findByText(new RegExp(computed))).toBeTruthy();
    expect([...sent[0]!.keys()]).toEqual(['versionId', 'packageType', 'md5', 'file']);
    expect(screen.getByRole('form', { name: 'Submit package' })).toBe(form);
  });
});
