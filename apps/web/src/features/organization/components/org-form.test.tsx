import { getOrgTreeRoute, type TOrgTreeNode } from '@fleet/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pickOption } from '../../../test/antd';
import { answer, stubApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { OrgForm } from './org-form';

const n = (id: number, name: string, level: number, children: TOrgTreeNode[] = []): TOrgTreeNode => ({
  id,
  name,
  level,
  code: `C${id}`,
  businessCode: 'B1',
  children,
});
const TREE = [n(1, 'Platform HQ', 0, [n(2, 'Acme Agent', 1, [n(3, 'Acme Operator', 2)])])];

afterEach(() => vi.unstubAllGlobals());

/** Texts of the options of the open select popup. */
const openOptions = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent?.trim());

describe('new organisation form', () => {
  it('offers only the levels below the chosen parent', async () => {
    stubApi([answer(getOrgTreeRoute, TREE)]);
    const { user } = await renderWithApp(<OrgForm onDone={() => undefined} />);

    const level = screen.getByLabelText('Level');
    // No parent yet: nothing to choose.
    expect(level.closest('.ant-select')?.className).toContain('disabled');

    await pickOption(user, screen.getByLabelText('Parent organization'), 'Acme Agent');

    await waitFor(() => expect(level.closest('.ant-select')?.className).not.toContain('disabled'));
    await user.click(level);
    await waitFor(() => expect(openOptions().length).toBeGreaterThan(0));
    expect(openOptions()).toEqual(['Operator', 'Area', 'Site', 'Operations & maintenance']);
  });
});
