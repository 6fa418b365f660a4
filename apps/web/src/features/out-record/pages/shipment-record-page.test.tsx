import { findOutRecordsRoute } from '@fleet/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { answer, lastBody, stubApi } from '../../../test/api';
import { pageOf } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import { ShipmentRecordPage } from './shipment-record-page';
import { outRecordFixture } from './test-data';

const CODES = ['robotConfigList', 'outRecord:view'];
const renderTab = (search: string, codes = CODES) =>
  renderWithApp(
    <MemoryRouter initialEntries={[`/contentPage/robotConfigContent/shippmentRecord${search}`]}>
      <ShipmentRecordPage />
    </MemoryRouter>,
    codes,
  );

describe('the shipment tab of a robot', () => {
  it('lists the shipments of the robot in ?robotId=, with the other robots each took along', async () => {
    const calls = stubApi([
      answer(findOutRecordsRoute, pageOf([outRecordFixture(1), outRecordFixture(2, { robots: [outRecordFixture(2).robots[1]!] })])),
    ]);
    await renderTab('?robotId=2');
    const first = (await screen.findByText('FC-1')).closest('tr')!;
    expect(within(first).getByText('Riverside Mall')).toBeTruthy();
    expect(within(first).getByText('2 others')).toBeTruthy();
    const second = screen.getByText('FC-2').closest('tr')!;
    expect(within(second).getByText('Only this robot')).toBeTruthy();
    await waitFor(() => expect(lastBody(calls, findOutRecordsRoute)).toMatchObject({ robotId: 2, page: 1 }));
  });

  it('says when the robot has not been shipped yet', async () => {
    stubApi([answer(findOutRecordsRoute, pageOf([]))]);
    await renderTab('?robotId=2');
    expect(await screen.findByText('This robot has not been shipped yet.')).toBeTruthy();
  });

  it('without a robot, says where to open one and asks nothing', async () => {
    const calls = stubApi([answer(findOutRecordsRoute, pageOf([]))]);
    await renderTab('');
    expect(await screen.findByText('Open a robot from the robot configuration list to see its shipments.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to robot configuration' }).getAttribute('href')).toBe('/contentPage/robotConfigList');
    expect(calls).toHaveLength(0);
  });
});
