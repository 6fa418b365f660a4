import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes, ToIndexTab } from './routes';

/** Every path of the route tree, with '' marking index routes, e.g. '/contentPage/robotMonitor/'. */
const paths = (list: RouteObject[], base = ''): string[] =>
  list.flatMap((r) => {
    const here = r.index ? `${base}/` : r.path?.startsWith('/') ? r.path : `${base}/${r.path ?? ''}`;
    return [here, ...paths(r.children ?? [], here.replace(/\/$/, ''))];
  });

const all = paths(routes(() => 1600));

describe('route table (spec §2 segment names)', () => {
  it('has the top-level areas', () => {
    for (const p of ['/', '/largeScreen', '/contentPage', '/contentPageMobile', '/visualization', '/operateContent', '/*']) {
      expect(all).toContain(p);
    }
  });

  it('has every child of /contentPage', () => {
    const children = `user organization role authority empower robotRegister robotTrusteeship robotOperate editTask
      robotMonitor robotFault robotVersion maintainRecord help outRecord robotConfigList robotConfigContent oneChargingStation
      operationLog configure demand definition submit issue workOrderRecord workOrderList taskManage landMarkDetail areaDetail
      robotQrcode mdEdit mdPreview maintenanceDoc versionDoc mdVersionEdit resourceFile statisticList match beikongSite
      beikongVehicle beikongRoute beikongPoint beikongTask beikongProject serverConfig chargingStationRegister
      chargingStationList chargingStationEntrust chargingStationVersion componentConfig componentResource robottypeConfig
      product ota`.split(/\s+/);
    for (const c of children) expect(all).toContain(`/contentPage/${c}`);
    expect(all).toContain('/contentPage/');
  });

  it('has the nested containers with their default and named children', () => {
    const operate = `robotTask robotMap robotVideo robotRecord robotLog botMonitor robotForm robotReserve robotConfig
      robotSetting lookForVideo robotEvent`.split(/\s+/);
    for (const base of ['/contentPage/robotOperate/operateContent', '/operateContent']) {
      expect(all).toContain(`${base}/`);
      for (const c of operate) expect(all).toContain(`${base}/${c}`);
    }
    expect(all).toEqual(expect.arrayContaining(['/contentPage/robotMonitor/', '/contentPage/robotMonitor/monitorVideo']));
    expect(all).toEqual(expect.arrayContaining(['/contentPage/robotConfigContent/', '/contentPage/robotConfigContent/shippmentRecord']));
    expect(all).toEqual(
      expect.arrayContaining([
        '/contentPage/oneChargingStation/',
        ...['event', 'fault', 'dataAnalysis'].map((c) => `/contentPage/oneChargingStation/${c}`),
      ]),
    );
    expect(all).toEqual(expect.arrayContaining(['/visualization/', '/visualization/visualizeHistory', '/visualization/visualizeRobot']));
  });

  it('has the Mobile pages', () => {
    const mobile = `userMobile organizationMobile robotRegisterMobile robotQrcodeMobile robotTrusteeshipMobile
      maintainRecordMobile outRecordMobile`.split(/\s+/);
    expect(all).toContain('/contentPageMobile/');
    for (const c of mobile) expect(all).toContain(`/contentPageMobile/${c}`);
  });
});

describe("a container's default tab by its name", () => {
  it('is a route of every container (operateContent/overview, robotMonitor/geography)', () => {
    for (const p of [
      '/contentPage/robotOperate/operateContent/overview',
      '/operateContent/overview',
      '/contentPage/robotMonitor/geography',
    ]) {
      expect(all).toContain(p);
    }
  });

  it("leads to the container's index, keeping the robot in the query", async () => {
    const Where = () => {
      const { pathname, search } = useLocation();
      return <p>at {pathname + search}</p>;
    };
    const router = createMemoryRouter(
      [
        {
          path: '/operateContent',
          children: [
            { index: true, element: <Where /> },
            { path: 'overview', element: <ToIndexTab /> },
          ],
        },
      ],
      { initialEntries: ['/operateContent/overview?robotId=7'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('at /operateContent?robotId=7')).toBeTruthy();
  });
});
