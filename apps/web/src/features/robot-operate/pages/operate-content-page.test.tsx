import { findRobotsRoute, getRobotRoute } from '@fleet/contracts';
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, stubApi } from '../../../test/api';
import { pageOf, robotFixture } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { OperateContentPage } from './operate-content-page';

afterEach(() => vi.unstubAllGlobals());

const robot = robotFixture({ id: 7, deviceNumber: 'SIM-7', alias: 'Lobby' });
const Where = () => <span data-testid="where">{useLocation().pathname + useLocation().search}</span>;
const renderPage = (codes: string[]) => {
  stubApi([answer(getRobotRoute, robot, { id: 7 }), answer(findRobotsRoute, pageOf([robot]))]);
  return renderWithApp(
    <MemoryRouter initialEntries={['/contentPage/robotOperate/operateContent?robotId=7']}>
      <Routes>
        <Route path="/contentPage/robotOperate/operateContent" element={<OperateContentPage labelKey="title" tabs={[]} />} />
        <Route path="/contentPage/workOrderRecord" element={<Where />} />
      </Routes>
    </MemoryRouter>,
    codes,
  );
};

describe('OperateContentPage: create a work order', () => {
  it('opens My tickets with a new work order for this robot', async () => {
    const { user } = await renderPage(['workOrderRecord:create']);
    await user.click(await screen.findByRole('button', { name: /Create a work order/ }));
    const at = new URL(`http://x${(await screen.findByTestId('where')).textContent}`);
    expect(at.pathname).toBe('/contentPage/workOrderRecord');
    expect(Object.fromEntries(at.searchParams)).toMatchObject({ new: 'work_order', robotId: '7', deviceNumber: 'SIM-7', level: '0' });
  });

  it('offers nothing without workOrderRecord:create', async () => {
    await renderPage([]);
    expect(await screen.findByText(/SIM-7/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Create a work order/ })).toBeNull();
  });
});
