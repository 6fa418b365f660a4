import { lazy } from 'react';
import { loadNamespaces } from '../lib/i18n';
import { LATER_NAMESPACES } from '../locales/namespaces';

/**
 * Every route's module is its own chunk, except Login, which is the entry's (apps/web/build/chunks.ts):
 * Login pulls in neither the shells nor the screens, nor their texts.
 */
// The signed-in area's boundary: the session loads and their contracts (zod) stay out of Login's download.
// It opens with every screen's texts in: a modal or a shared component never meets a namespace not yet in.
const guards = () => Promise.all([import('./guards'), loadNamespaces(LATER_NAMESPACES)]).then(([m]) => m);
export const GuardedArea = lazy(() => guards().then((m) => ({ default: m.GuardedArea })));
export const RequirePermission = lazy(() => guards().then((m) => ({ default: m.RequirePermission })));
const signedInApp = () => import('./signed-in-app');
export const SignedInApp = lazy(() => signedInApp().then((m) => ({ default: m.SignedInApp })));
/** Fetches the signed-in area's antd <App> while the session loads run, not after them. */
export const preloadSignedInApp = () => void signedInApp();
export const ContentLayout = lazy(() => import('./layouts/content-layout').then((m) => ({ default: m.ContentLayout })));
export const StandaloneLayout = lazy(() => import('./layouts/standalone-layout').then((m) => ({ default: m.StandaloneLayout })));
export const MobileLayout = lazy(() => import('./layouts/mobile-layout').then((m) => ({ default: m.MobileLayout })));
export const HomePage = lazy(() => import('../features/home/pages/home-page').then((m) => ({ default: m.HomePage })));
export const MobileHomePage = lazy(() => import('../features/home/pages/mobile-home-page').then((m) => ({ default: m.MobileHomePage })));
export const LargeScreenPage = lazy(() =>
  import('../features/large-screen/pages/large-screen-page').then((m) => ({ default: m.LargeScreenPage })),
);
/** A wall display opens outside the signed-in area, so the texts it shows are loaded with it. */
export const DisplayScreenPage = lazy(() =>
  Promise.all([import('../features/large-screen/pages/display-screen-page'), loadNamespaces(['largeScreen', 'home', 'robotEvent'])]).then(
    ([m]) => ({ default: m.DisplayScreenPage }),
  ),
);
export const HelpPage = lazy(() => import('../features/help/pages/help-page').then((m) => ({ default: m.HelpPage })));
/** A public help article opens outside the signed-in area (no session loads), so its texts come with it. */
export const PublicHelpPage = lazy(() =>
  Promise.all([import('../features/help/pages/public-help-page'), loadNamespaces(['help'])]).then(([m]) => ({ default: m.PublicHelpPage })),
);
export const PlaceholderPage = lazy(() =>
  import('../features/placeholder/pages/placeholder-page').then((m) => ({ default: m.PlaceholderPage })),
);
export const SectionPage = lazy(() => import('../features/placeholder/pages/section-page').then((m) => ({ default: m.SectionPage })));
export const ForbiddenPage = lazy(() => import('../features/placeholder/pages/forbidden-page').then((m) => ({ default: m.ForbiddenPage })));
export const NotFoundPage = lazy(() => import('../features/placeholder/pages/not-found-page').then((m) => ({ default: m.NotFoundPage })));
export const OrganizationPage = lazy(() =>
  import('../features/organization/pages/organization-page').then((m) => ({ default: m.OrganizationPage })),
);
export const OrganizationMobilePage = lazy(() =>
  import('../features/organization/pages/organization-mobile-page').then((m) => ({ default: m.OrganizationMobilePage })),
);
export const UserPage = lazy(() => import('../features/user/pages/user-page').then((m) => ({ default: m.UserPage })));
export const UserMobilePage = lazy(() => import('../features/user/pages/user-mobile-page').then((m) => ({ default: m.UserMobilePage })));
export const RolePage = lazy(() => import('../features/role/pages/role-page').then((m) => ({ default: m.RolePage })));
export const StatisticsPage = lazy(() =>
  import('../features/statistics/pages/statistics-page').then((m) => ({ default: m.StatisticsPage })),
);
export const OperationLogPage = lazy(() =>
  import('../features/operation-log/pages/operation-log-page').then((m) => ({ default: m.OperationLogPage })),
);
export const AuthorityPage = lazy(() => import('../features/authority/pages/authority-page').then((m) => ({ default: m.AuthorityPage })));
export const EmpowerPage = lazy(() => import('../features/empower/pages/empower-page').then((m) => ({ default: m.EmpowerPage })));
export const RobotRegisterPage = lazy(() =>
  import('../features/robot-register/pages/robot-register-page').then((m) => ({ default: m.RobotRegisterPage })),
);
export const RobotRegisterMobilePage = lazy(() =>
  import('../features/robot-register/pages/robot-register-mobile-page').then((m) => ({ default: m.RobotRegisterMobilePage })),
);
export const RobotTrusteeshipPage = lazy(() =>
  import('../features/robot-trusteeship/pages/robot-trusteeship-page').then((m) => ({ default: m.RobotTrusteeshipPage })),
);
export const RobotTrusteeshipMobilePage = lazy(() =>
  import('../features/robot-trusteeship/pages/robot-trusteeship-mobile-page').then((m) => ({ default: m.RobotTrusteeshipMobilePage })),
);
export const RobotOperatePage = lazy(() =>
  import('../features/robot-operate/pages/robot-operate-page').then((m) => ({ default: m.RobotOperatePage })),
);

export const BotMonitorPage = lazy(() =>
  import('../features/robot-history/pages/bot-monitor-page').then((m) => ({ default: m.BotMonitorPage })),
);
export const RobotFormPage = lazy(() =>
  import('../features/robot-history/pages/robot-form-page').then((m) => ({ default: m.RobotFormPage })),
);
export const OverviewPage = lazy(() => import('../features/robot-operate/pages/overview-page').then((m) => ({ default: m.OverviewPage })));
export const RobotMapPage = lazy(() => import('../features/robot-map/pages/robot-map-page').then((m) => ({ default: m.RobotMapPage })));
export const RobotConfigPage = lazy(() =>
  import('../features/robot-config/pages/robot-config-page').then((m) => ({ default: m.RobotConfigPage })),
);
export const RobotSettingPage = lazy(() =>
  import('../features/robot-config/pages/robot-setting-page').then((m) => ({ default: m.RobotSettingPage })),
);
export const RobotTaskPage = lazy(() => import('../features/robot-task/pages/robot-task-page').then((m) => ({ default: m.RobotTaskPage })));
export const EditTaskPage = lazy(() => import('../features/robot-task/pages/edit-task-page').then((m) => ({ default: m.EditTaskPage })));
export const TaskManagePage = lazy(() =>
  import('../features/robot-task/pages/task-manage-page').then((m) => ({ default: m.TaskManagePage })),
);
export const RobotReservePage = lazy(() =>
  import('../features/robot-task/pages/robot-reserve-page').then((m) => ({ default: m.RobotReservePage })),
);
export const RobotRecordPage = lazy(() =>
  import('../features/robot-task/pages/robot-record-page').then((m) => ({ default: m.RobotRecordPage })),
);
export const RobotVideoPage = lazy(() =>
  import('../features/robot-video/pages/robot-video-page').then((m) => ({ default: m.RobotVideoPage })),
);
export const LookForVideoPage = lazy(() =>
  import('../features/robot-video/pages/look-for-video-page').then((m) => ({ default: m.LookForVideoPage })),
);
export const RobotEventPage = lazy(() =>
  import('../features/robot-event/pages/robot-event-page').then((m) => ({ default: m.RobotEventPage })),
);
export const RobotLogPage = lazy(() => import('../features/robot-log/pages/robot-log-page').then((m) => ({ default: m.RobotLogPage })));
export const OperateContentPage = lazy(() =>
  import('../features/robot-operate/pages/operate-content-page').then((m) => ({ default: m.OperateContentPage })),
);

/** Detail containers with a page of their own (instead of the plain SectionPage), by segment. */
export const CONTAINER_PAGES: Readonly<Record<string, typeof SectionPage>> = {
  operateContent: OperateContentPage,
};

/**
 * Screens that have their real page, by route segment (a container's tabs: by their `page` key, e.g.
 * `overview` for the operate container's index); every other leaf is still a placeholder.
 */
export const RobotFaultPage = lazy(() =>
  import('../features/robot-fault/pages/robot-fault-page').then((m) => ({ default: m.RobotFaultPage })),
);
export const WorkOrderRecordPage = lazy(() =>
  import('../features/work-order/pages/work-order-record-page').then((m) => ({ default: m.WorkOrderRecordPage })),
);
export const WorkOrderListPage = lazy(() =>
  import('../features/work-order/pages/work-order-list-page').then((m) => ({ default: m.WorkOrderListPage })),
);
export const MonitorVideoPage = lazy(() =>
  import('../features/monitor-video/pages/monitor-video-page').then((m) => ({ default: m.MonitorVideoPage })),
);

export const VisualizeHomePage = lazy(() =>
  import('../features/visualization/pages/visualize-home-page').then((m) => ({ default: m.VisualizeHomePage })),
);
export const VisualizeHistoryPage = lazy(() =>
  import('../features/visualization/pages/visualize-history-page').then((m) => ({ default: m.VisualizeHistoryPage })),
);
export const VisualizeRobotPage = lazy(() =>
  import('../features/visualization/pages/visualize-robot-page').then((m) => ({ default: m.VisualizeRobotPage })),
);

/** MapLibre GL (WebGL, ~1 MB) is in this chunk only: no other screen downloads it. */
export const GeographyPage = lazy(() =>
  import('../features/robot-monitor/pages/geography-page').then((m) => ({ default: m.GeographyPage })),
);

export const ResourceFilePage = lazy(() =>
  import('../features/resource-file/pages/resource-file-page').then((m) => ({ default: m.ResourceFilePage })),
);

export const DemandPage = lazy(() => import('../features/version/pages/demand-page').then((m) => ({ default: m.DemandPage })));
export const SubmitPage = lazy(() => import('../features/version/pages/submit-page').then((m) => ({ default: m.SubmitPage })));
export const IssuePage = lazy(() => import('../features/version/pages/issue-page').then((m) => ({ default: m.IssuePage })));
export const DefinitionPage = lazy(() => import('../features/version/pages/definition-page').then((m) => ({ default: m.DefinitionPage })));
export const RobotVersionPage = lazy(() =>
  import('../features/version/pages/robotversion-page').then((m) => ({ default: m.RobotVersionPage })),
);
export const OtaPage = lazy(() => import('../features/ota/pages/ota-page').then((m) => ({ default: m.OtaPage })));
export const ComponentConfigPage = lazy(() =>
  import('../features/component/pages/component-config-page').then((m) => ({ default: m.ComponentConfigPage })),
);
export const ComponentResourcePage = lazy(() =>
  import('../features/component/pages/component-resource-page').then((m) => ({ default: m.ComponentResourcePage })),
);
export const ProductPage = lazy(() => import('../features/component/pages/product-page').then((m) => ({ default: m.ProductPage })));
export const RobotTypeConfigPage = lazy(() =>
  import('../features/robot-type/pages/robot-type-config-page').then((m) => ({ default: m.RobotTypeConfigPage })),
);
export const ConfigurePage = lazy(() => import('../features/configure/pages/configure-page').then((m) => ({ default: m.ConfigurePage })));
export const MaintenanceDocPage = lazy(() =>
  import('../features/document/pages/document-list-page').then((m) => ({ default: m.MaintenanceDocPage })),
);
export const VersionDocPage = lazy(() =>
  import('../features/document/pages/document-list-page').then((m) => ({ default: m.VersionDocPage })),
);
export const MdEditPage = lazy(() => import('../features/document/pages/md-edit-page').then((m) => ({ default: m.MdEditPage })));
export const MdPreviewPage = lazy(() => import('../features/document/pages/md-preview-page').then((m) => ({ default: m.MdPreviewPage })));
export const MdVersionEditPage = lazy(() =>
  import('../features/document/pages/md-version-edit-page').then((m) => ({ default: m.MdVersionEditPage })),
);
export const MaintainRecordPage = lazy(() =>
  import('../features/maintain-record/pages/maintain-record-page').then((m) => ({ default: m.MaintainRecordPage })),
);
export const MaintainRecordMobilePage = lazy(() =>
  import('../features/maintain-record/pages/maintain-record-mobile-page').then((m) => ({ default: m.MaintainRecordMobilePage })),
);
export const OutRecordPage = lazy(() => import('../features/out-record/pages/out-record-page').then((m) => ({ default: m.OutRecordPage })));
export const OutRecordMobilePage = lazy(() =>
  import('../features/out-record/pages/out-record-mobile-page').then((m) => ({ default: m.OutRecordMobilePage })),
);
export const ShipmentRecordPage = lazy(() =>
  import('../features/out-record/pages/shipment-record-page').then((m) => ({ default: m.ShipmentRecordPage })),
);
/** The QR encoder is not in these chunks: the pages fetch it on the first download (features/qr-code/components/qr-sheet.ts). */
export const QrCodePage = lazy(() => import('../features/qr-code/pages/qr-code-page').then((m) => ({ default: m.QrCodePage })));
export const QrCodeMobilePage = lazy(() =>
  import('../features/qr-code/pages/qr-code-mobile-page').then((m) => ({ default: m.QrCodeMobilePage })),
);
export const AreaPage = lazy(() => import('../features/area/pages/area-page').then((m) => ({ default: m.AreaPage })));
export const LandmarkPage = lazy(() => import('../features/landmark/pages/landmark-page').then((m) => ({ default: m.LandmarkPage })));
export const RobotConfigListPage = lazy(() =>
  import('../features/robot-build/pages/robot-config-list-page').then((m) => ({ default: m.RobotConfigListPage })),
);
export const ComponentConfigurationPage = lazy(() =>
  import('../features/robot-build/pages/component-configuration-page').then((m) => ({ default: m.ComponentConfigurationPage })),
);

export const SCREEN_PAGES: Readonly<Record<string, React.ComponentType>> = {
  organization: OrganizationPage,
  organizationMobile: OrganizationMobilePage,
  user: UserPage,
  userMobile: UserMobilePage,
  role: RolePage,
  operationLog: OperationLogPage,
  resourceFile: ResourceFilePage,
  statisticList: StatisticsPage,
  authority: AuthorityPage,
  empower: EmpowerPage,
  robotRegister: RobotRegisterPage,
  robotRegisterMobile: RobotRegisterMobilePage,
  robotTrusteeship: RobotTrusteeshipPage,
  robotTrusteeshipMobile: RobotTrusteeshipMobilePage,
  robotOperate: RobotOperatePage,
  botMonitor: BotMonitorPage,
  robotForm: RobotFormPage,
  robotEvent: RobotEventPage,
  robotLog: RobotLogPage,
  robotConfig: RobotConfigPage,
  robotSetting: RobotSettingPage,
  overview: OverviewPage,
  robotMap: RobotMapPage,
  robotTask: RobotTaskPage,
  editTask: EditTaskPage,
  taskManage: TaskManagePage,
  robotReserve: RobotReservePage,
  robotRecord: RobotRecordPage,
  robotVideo: RobotVideoPage,
  lookForVideo: LookForVideoPage,
  robotFault: RobotFaultPage,
  workOrderRecord: WorkOrderRecordPage,
  workOrderList: WorkOrderListPage,
  visualizeHome: VisualizeHomePage,
  visualizeHistory: VisualizeHistoryPage,
  visualizeRobot: VisualizeRobotPage,
  monitorVideo: MonitorVideoPage,
  geography: GeographyPage,
  help: HelpPage,
  demand: DemandPage,
  submit: SubmitPage,
  issue: IssuePage,
  definition: DefinitionPage,
  robotVersion: RobotVersionPage,
  ota: OtaPage,
  componentConfig: ComponentConfigPage,
  componentResource: ComponentResourcePage,
  product: ProductPage,
  robottypeConfig: RobotTypeConfigPage,
  configure: ConfigurePage,
  maintenanceDoc: MaintenanceDocPage,
  versionDoc: VersionDocPage,
  mdEdit: MdEditPage,
  mdPreview: MdPreviewPage,
  mdVersionEdit: MdVersionEditPage,
  maintainRecord: MaintainRecordPage,
  maintainRecordMobile: MaintainRecordMobilePage,
  outRecord: OutRecordPage,
  outRecordMobile: OutRecordMobilePage,
  shippmentRecord: ShipmentRecordPage,
  robotQrcode: QrCodePage,
  robotQrcodeMobile: QrCodeMobilePage,
  areaDetail: AreaPage,
  landMarkDetail: LandmarkPage,
  robotConfigList: RobotConfigListPage,
  componentConfiguration: ComponentConfigurationPage,
};
