import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { startFleet, type Fleet } from '../apps/simulator/src';
import { E2E_MQTT_PORT } from '../playwright.config';
import { apiCall, apiCreateLandmark, apiLogin, apiOwnOrgId } from './api';
import { ADMIN, chooseOption, closeSelect, signIn, useLanguage } from './fixtures';

/**
 * Accessibility (issue 11): axe-core's WCAG 2.0/2.1 A and AA rules on every real screen, its forms and
 * drawers, in the three languages where the text changes the layout most (Login, home). Zero
 * violations: a new screen is one line of SCREENS, and what it breaks is printed with where and why.
 * Over 300 lines on purpose: the table of screens is one list (each entry a few lines) sharing one fleet
 * and one set of seeded rows; split, every file would start its own simulated fleet.
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const PHONE = { width: 390, height: 844 };
type Lang = 'zhCN' | 'enUS' | 'jaJP';

interface Robot {
  id: number;
}
interface A11yScreen {
  name: string;
  path: string | ((robot: Robot) => string);
  /** What the screen shows once it has its data (besides no spinner). */
  ready?: (page: Page) => Locator;
  /** Opens a form, drawer or menu on top: the check then covers it as well as the page under it. */
  open?: (page: Page) => Promise<Locator>;
  lang?: Lang;
  phone?: boolean;
  /** Not signed in (Login). */
  anonymous?: boolean;
}

const button = (name: string | RegExp) => async (page: Page) => {
  await page.getByRole('button', { name }).first().click();
  return page.getByRole('dialog');
};
const userMenu = async (page: Page) => {
  await page.getByRole('button', { name: /^(User menu|用户菜单|ユーザーメニュー)$/ }).click();
  return page.getByRole('menuitem', { name: /^(My account|我的账号|マイアカウント)$/ });
};
const myAccount = async (page: Page) => {
  await (await userMenu(page)).click();
  return page.getByRole('dialog');
};
const changePassword = async (page: Page) => {
  await userMenu(page);
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  return page.getByRole('dialog');
};
const bell = async (page: Page) => {
  await page.getByRole('button', { name: /^(Notifications|通知|お知らせ)/ }).click();
  return page.getByRole('dialog', { name: /^(Notifications|通知|お知らせ)$/ });
};
const mainMenu = (page: Page) => page.getByRole('navigation', { name: /^(Main menu|主菜单|メインメニュー)$/ });
const operate = (tab: string) => (r: Robot) => `/contentPage/robotOperate/operateContent${tab ? `/${tab}` : ''}?robotId=${r.id}`;
const table = (page: Page) => page.locator('.ant-table-tbody');
/** The seeded landmark's detail, found by a search: the list may hold more landmarks than its first page. */
const landmarkDetail = async (page: Page) => {
  const search = page.getByRole('search');
  await search.getByLabel('Search').fill(landmarkName);
  await search.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `View ${landmarkName}`, exact: true }).click();
  return page.getByRole('dialog');
};
const landmarkSwitch = async (page: Page) => {
  await expect(await landmarkDetail(page)).toBeVisible();
  await page.getByRole('button', { name: `Switch landmark ${landmarkRobot}` }).click();
  return page.getByRole('dialog').filter({ hasText: `Switch ${landmarkRobot} to another landmark` });
};

const SCREENS: readonly A11yScreen[] = [
  ...(['zhCN', 'enUS', 'jaJP'] as const).flatMap((lang): A11yScreen[] => [
    { name: `Login ${lang}`, path: '/', anonymous: true, lang, ready: (p) => p.getByRole('textbox').first() },
    { name: `home ${lang}`, path: '/contentPage', lang, ready: mainMenu },
    { name: `home user menu ${lang}`, path: '/contentPage', lang, open: userMenu },
    { name: `notification bell ${lang}`, path: '/contentPage', lang, open: bell },
    { name: `mobile home ${lang}`, path: '/contentPageMobile', lang, phone: true },
  ]),
  { name: 'account drawer', path: '/contentPage', open: myAccount },
  { name: 'password change dialog', path: '/contentPage', open: changePassword },
  { name: 'organizations', path: '/contentPage/organization', ready: table },
  { name: 'organization form', path: '/contentPage/organization', open: button('New organization') },
  {
    name: 'map picker dialog',
    path: '/contentPage/organization',
    open: async (p) => {
      await button('New organization')(p);
      await p.getByRole('button', { name: /Choose on the map/ }).click();
      const dialog = p.getByRole('dialog', { name: 'Choose the site on the map' });
      await expect(dialog.getByRole('region', { name: 'Map for choosing the site' })).toHaveAttribute('class', /maplibregl-map/);
      return dialog;
    },
  },
  { name: 'business form', path: '/contentPage/organization', open: button('New business') },
  { name: 'users', path: '/contentPage/user', ready: table },
  { name: 'user form', path: '/contentPage/user', open: button('New user') },
  { name: 'roles', path: '/contentPage/role', ready: table },
  { name: 'role form', path: '/contentPage/role', open: button('New role') },
  { name: 'authority', path: '/contentPage/authority' },
  { name: 'API keys', path: '/contentPage/empower' },
  { name: 'API key form', path: '/contentPage/empower', open: button('New key') },
  { name: 'operation log', path: '/contentPage/operationLog', ready: table },
  { name: 'help center', path: '/contentPage/help', ready: table },
  { name: 'help article editor', path: '/contentPage/help', open: button('New article') },
  {
    name: 'public help page, article not found',
    path: '/help/2147483000',
    anonymous: true,
    ready: (p) => p.getByText('This article does not exist or is not public'),
  },
  { name: 'my tickets', path: '/contentPage/workOrderRecord', ready: table },
  { name: 'ticket submit form', path: '/contentPage/workOrderRecord', open: button('Submit') },
  { name: 'work orders', path: '/contentPage/workOrderList', ready: table },
  { name: 'resource files', path: '/contentPage/resourceFile', ready: table },
  { name: 'requirements', path: '/contentPage/demand', ready: table },
  { name: 'requirement editor', path: '/contentPage/demand', open: button('New requirement') },
  { name: 'package submission', path: '/contentPage/submit', ready: table },
  { name: 'package submit drawer', path: '/contentPage/submit', open: button('Submit package') },
  { name: 'package release', path: '/contentPage/issue', ready: table },
  { name: 'version definitions', path: '/contentPage/definition', ready: table },
  { name: 'version definition editor', path: '/contentPage/definition', open: button('New version') },
  { name: 'installed versions', path: '/contentPage/robotVersion', ready: table },
  { name: 'OTA campaigns', path: '/contentPage/ota', ready: table },
  { name: 'component models', path: '/contentPage/componentConfig', ready: table },
  { name: 'component model editor', path: '/contentPage/componentConfig', open: button('New component model') },
  { name: 'robot types', path: '/contentPage/robottypeConfig', ready: table },
  { name: 'robot type editor', path: '/contentPage/robottypeConfig', open: button('New robot type') },
  { name: 'system settings', path: '/contentPage/configure', ready: (p) => p.getByRole('form', { name: 'Settings' }) },
  {
    name: 'dictionary labels',
    path: '/contentPage/configure',
    open: async (p) => {
      await p.getByRole('tab', { name: 'Dictionary', exact: true }).click();
      return p.getByRole('button', { name: /^Edit label / }).first();
    },
  },
  { name: 'component inventory', path: '/contentPage/componentResource', ready: table },
  { name: 'component editor', path: '/contentPage/componentResource', open: button(/New component$/) },
  { name: 'component import', path: '/contentPage/componentResource', open: button(/Import$/) },
  { name: 'products', path: '/contentPage/product', ready: table },
  { name: 'product editor', path: '/contentPage/product', open: button('New product') },
  { name: 'robot configuration list', path: '/contentPage/robotConfigList', ready: table },
  {
    name: 'robot component configuration',
    path: (r) => `/contentPage/robotConfigContent?robotId=${r.id}`,
    ready: (p) => p.getByText('Installed components', { exact: true }),
  },
  {
    name: 'robot shipment tab',
    path: (r) => `/contentPage/robotConfigContent/shippmentRecord?robotId=${r.id}`,
    ready: (p) => p.getByText('This robot has not been shipped yet.'),
  },
  { name: 'maintenance records', path: '/contentPage/maintainRecord', ready: table },
  { name: 'maintenance record editor', path: '/contentPage/maintainRecord', open: button('New maintenance record') },
  { name: 'shipment records', path: '/contentPage/outRecord', ready: table },
  { name: 'shipment editor', path: '/contentPage/outRecord', open: button('New shipment') },
  { name: 'QR codes', path: '/contentPage/robotQrcode', ready: table },
  { name: 'QR code issue form', path: '/contentPage/robotQrcode', open: button('Issue codes') },
  { name: 'QR code bind form', path: '/contentPage/robotQrcode', ready: table, open: button(/^Bind QR\d{10}$/) },
  { name: 'areas', path: '/contentPage/areaDetail', ready: table },
  { name: 'area form', path: '/contentPage/areaDetail', open: button('New area') },
  { name: 'area detail drawer', path: '/contentPage/areaDetail', ready: table, open: (p) => button(`View ${areaName}`)(p) },
  { name: 'landmarks', path: '/contentPage/landMarkDetail', ready: table },
  { name: 'landmark detail drawer', path: '/contentPage/landMarkDetail', ready: table, open: landmarkDetail },
  { name: 'landmark switch dialog', path: '/contentPage/landMarkDetail', ready: table, open: landmarkSwitch },
  { name: 'new OTA campaign', path: '/contentPage/ota', open: button('New campaign') },
  { name: 'maintenance documents', path: '/contentPage/maintenanceDoc', ready: table },
  { name: 'version documents', path: '/contentPage/versionDoc', ready: table },
  { name: 'new document editor', path: '/contentPage/mdEdit?kind=maintenance', ready: (p) => p.getByRole('form') },
  { name: 'document image picker', path: () => `/contentPage/mdEdit?id=${docId}`, open: button('Insert image') },
  { name: 'document reader', path: () => `/contentPage/mdPreview?id=${docId}`, ready: (p) => p.getByTestId('markdown') },
  { name: 'document versions', path: () => `/contentPage/mdVersionEdit?id=${docId}`, ready: table },
  {
    name: 'document version comparison',
    path: () => `/contentPage/mdVersionEdit?id=${docId}`,
    ready: table,
    open: async (p) => {
      await p.getByRole('button', { name: 'Compare', exact: true }).click();
      return p.getByTestId('line-diff');
    },
  },
  { name: 'statistics', path: '/contentPage/statisticList', ready: table },
  { name: 'visualization home', path: '/visualization', ready: (p) => p.getByText('Utilisation and area per site', { exact: true }) },
  { name: 'visualization history', path: '/visualization/visualizeHistory', ready: (p) => p.getByText('Figures per day', { exact: true }) },
  {
    name: 'visualization robot',
    path: (r) => `/visualization/visualizeRobot?robotId=${r.id}`,
    ready: (p) => p.getByText('Last runs', { exact: true }),
  },
  { name: 'large screen', path: '/largeScreen', ready: (p) => p.getByTestId('robots-total') },
  { name: 'display links dialog', path: '/largeScreen', ready: (p) => p.getByTestId('robots-total'), open: button('Display links') },
  { name: 'geography', path: '/contentPage/robotMonitor', ready: (p) => p.getByRole('group', { name: 'Robots by state' }) },
  { name: 'robot register', path: '/contentPage/robotRegister', ready: table },
  { name: 'robot register form', path: '/contentPage/robotRegister', open: button('Register robot') },
  { name: 'robot bulk register form', path: '/contentPage/robotRegister', open: button('Bulk register') },
  { name: 'robot hosting', path: '/contentPage/robotTrusteeship', ready: table },
  { name: 'robot hosting form', path: '/contentPage/robotTrusteeship', open: button(/Host$/) },
  { name: 'robot operate list', path: '/contentPage/robotOperate', ready: table },
  // The robot has connected: the live card shows it online, with its data.
  { name: 'operate overview', path: operate(''), ready: (p) => p.getByText('Online', { exact: true }).first() },
  { name: 'operate tasks', path: operate('robotTask') },
  { name: 'operate task form', path: operate('robotTask'), open: button('New task') },
  { name: 'operate maps', path: operate('robotMap') },
  { name: 'operate video', path: operate('robotVideo') },
  { name: 'operate records', path: operate('robotRecord') },
  { name: 'operate log', path: operate('robotLog') },
  { name: 'operate monitor', path: operate('botMonitor') },
  { name: 'operate report', path: operate('robotForm') },
  { name: 'operate reservations', path: operate('robotReserve') },
  { name: 'operate reservation form', path: operate('robotReserve'), open: button('New reservation') },
  { name: 'operate configuration', path: operate('robotConfig') },
  { name: 'operate settings', path: operate('robotSetting') },
  { name: 'operate clips', path: operate('lookForVideo') },
  { name: 'operate events', path: operate('robotEvent') },
  { name: 'task manage', path: '/contentPage/taskManage' },
  { name: 'video wall', path: '/contentPage/robotMonitor/monitorVideo' },
  {
    name: 'video wall fill form',
    path: '/contentPage/robotMonitor/monitorVideo',
    open: async (p) => {
      await p.getByRole('button', { name: 'Fill from filter' }).click();
      return p.getByRole('textbox', { name: 'Keyword' });
    },
  },
  {
    name: 'video wall playing a robot',
    path: '/contentPage/robotMonitor/monitorVideo',
    open: async (p) => {
      const robots = p.getByRole('combobox', { name: 'Robots' });
      await chooseOption(p, robots, 'E2E a11y');
      await closeSelect(p, robots);
      return p.getByRole('img', { name: 'Live picture of robot E2E a11y' });
    },
  },
  { name: 'mobile organizations', path: '/contentPageMobile/organizationMobile', phone: true },
  { name: 'mobile users', path: '/contentPageMobile/userMobile', phone: true },
  { name: 'mobile robot register', path: '/contentPageMobile/robotRegisterMobile', phone: true },
  { name: 'mobile robot hosting', path: '/contentPageMobile/robotTrusteeshipMobile', phone: true },
  { name: 'mobile QR codes', path: '/contentPageMobile/robotQrcodeMobile', phone: true },
  {
    name: 'mobile QR code card',
    path: () => `/contentPageMobile/robotQrcodeMobile?code=${qrNumber}`,
    phone: true,
    ready: (p) => p.getByRole('heading', { name: qrNumber }),
  },
  { name: 'mobile menu drawer', path: '/contentPageMobile', phone: true, open: button('Open menu') },
  { name: 'mobile notification bell', path: '/contentPageMobile', phone: true, open: bell },
];

/** One line per violation: rule, impact, what it asks, and each element (selector + axe's reason). */
const describeViolations = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) =>
  violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n` +
      v.nodes.map((n) => `    ${n.target.join(' > ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`).join('\n'),
  );

/** Settled: no spinner, no skeleton, no antd motion half-way (a fading dialog fails contrast). */
const settled = async (page: Page) => {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0);
  // A motion's whole run, not only its "-active" step: in its "-prepare" and "-start" steps a dialog is already
  // visible at opacity 0, and axe then reads its texts as faded grey on grey (stop 26's CI failure).
  await expect(page.locator('[class*="-appear"], [class*="-enter"], [class*="-leave"]')).toHaveCount(0);
};

const MQTT_URL = `mqtt://127.0.0.1:${E2E_MQTT_PORT}`;
let fleet: Fleet | undefined;
let robot: Robot = { id: 0 };
/** A document with two versions, for the reader, versions and comparison screens. */
let docId = 0;
/** A free QR code, for its bind form and the phone's card. */
let qrNumber = '';
/** An area the simulated robot cleans, for the area detail drawer (its robots table, live states). */
let areaName = '';
/** A landmark with a robot that may be switched (registered, never connected: offline), and another to switch it to. */
let landmarkName = '';
let landmarkRobot = '';

test.beforeAll(async ({ playwright }, info) => {
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  const token = await apiLogin(request, ADMIN.account, ADMIN.password);
  const number = `SIMULATION-130-${String((Date.now() + 11) % 100_000).padStart(5, '0')}`;
  const r = await apiCall<{ id: number; deviceSecret: string }>(request, token, 'POST', 'robotinfo/robot/register', {
    deviceNumber: number,
    alias: 'E2E a11y',
    robotType: 1,
    simulated: true,
  });
  const doc = await apiCall<{ id: number }>(request, token, 'POST', 'user-service/document/save', {
    kind: 'maintenance',
    title: 'A11y manual',
    labels: ['brush'],
    body: '# Brush\n\nTurn it left.\n',
  });
  await apiCall(request, token, 'PUT', 'user-service/document/update', { id: doc.id, baseVersion: 1, body: '# Brush\n\nTurn it right.\n' });
  docId = doc.id;
  qrNumber = (await apiCall<{ first: string }>(request, token, 'POST', 'robotinfo/qrcode/create', { count: 1 })).first;
  // Named per run: a worker restarted after a failure runs this again, and a name is unique in its organisation.
  areaName = `A11y tower ${Date.now() % 100_000}`;
  await apiCall(request, token, 'POST', 'user-service/user/area/save', {
    name: areaName,
    kind: 1,
    floors: 3,
    zones: 2,
    workArea: 800,
    robotIds: [r.id],
  });
  landmarkName = `A11y dock ${Date.now() % 100_000}`;
  const ownOrg = await apiOwnOrgId(request, token);
  const landmarkId = await apiCreateLandmark(request, token, landmarkName, ownOrg);
  await apiCreateLandmark(request, token, `${landmarkName} east`, ownOrg);
  landmarkRobot = `SIMULATION-130-${String((Date.now() + 29) % 100_000).padStart(5, '0')}`;
  await apiCall(request, token, 'POST', 'robotinfo/robot/register', {
    deviceNumber: landmarkRobot,
    alias: 'E2E a11y landmark',
    robotType: 1,
    simulated: true,
    orgId: landmarkId,
  });
  await request.dispose();
  robot = { id: r.id };
  fleet = startFleet({
    url: MQTT_URL,
    robots: [{ deviceNumber: number, secret: r.deviceSecret, model: '130' }],
    spreadMs: 0,
    incidents: 'calm',
    warmUp: false,
  });
});
test.afterAll(async () => {
  await fleet?.stop();
});

for (const s of SCREENS) {
  test(`[A11Y] ${s.name} has no WCAG 2.1 A/AA violation`, async ({ browser }) => {
    const ctx = await browser.newContext(s.phone ? { viewport: PHONE } : {});
    try {
      const page = await ctx.newPage();
      await useLanguage(page, s.lang ?? 'enUS');
      if (!s.anonymous) {
        await signIn(page);
        await expect(page).toHaveURL(s.phone ? /\/contentPageMobile$/ : /\/contentPage$/);
      }
      await page.goto(typeof s.path === 'string' ? s.path : s.path(robot));
      await expect((s.ready ?? ((p: Page) => p.locator('main, [role=main]').first()))(page)).toBeVisible();
      await settled(page);
      if (s.open) {
        await expect(await s.open(page)).toBeVisible();
        await settled(page);
      }
      const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
      expect(describeViolations(violations).join('\n'), `axe on ${s.name} (${page.url()})`).toBe('');
    } finally {
      await ctx.close();
    }
  });
}
