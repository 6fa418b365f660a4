import multipart from '@fastify/multipart';
import { LANDMARK_FILE_MAX_BYTES, SETTINGS_DEFAULTS, type TEscalationMinutes, type TFileKind } from '@fleet/contracts';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Db } from './db/client';
import type { DatabaseHealth } from './db/supervisor';
import { gatewayPlugin, type GatewayOptions } from './gateway/gateway.plugin';
import { authRoutes } from './modules/auth/auth.routes';
import { dicRoutes } from './modules/dic/dic.routes';
import { createConfigStore } from './modules/configure/config-store';
import { configureRoutes } from './modules/configure/configure.routes';
import { authorityRoutes } from './modules/authority/authority.routes';
import { empowerRoutes } from './modules/empower/empower.routes';
import { verifyApiKey } from './modules/empower/empower.service';
import { notificationRoutes } from './modules/notification/notification.routes';
import { displayLinkRoutes } from './modules/display-link/display-link.routes';
import { resolveDisplayToken } from './modules/display-link/display-link.service';
import { largeScreenRoutes } from './modules/large-screen/large-screen.routes';
import { operationLogRoutes } from './modules/operation-log/operation-log.routes';
import { fileRoutes } from './modules/file/file.routes';
import { landmarkRoutes } from './modules/org/landmark.routes';
import { orgRoutes } from './modules/org/org.routes';
import { robotRoutes } from './modules/robot/robot.routes';
import { robotTaskRoutes } from './modules/robot-task/robot-task.routes';
import { robotHistoryRoutes } from './modules/robot-history/history.routes';
import { robotEventRoutes } from './modules/robot-event/event.routes';
import { robotRejectionRoutes } from './modules/robot-rejection/rejection.routes';
import { robotFaultRoutes } from './modules/robot-fault/fault.routes';
import { robotLogRoutes } from './modules/robot-log/log.routes';
import { robotConfigRoutes } from './modules/robot-config/robot-config.routes';
import { robotMapRoutes } from './modules/robot-map/robot-map.routes';
import { robotVideoRoutes } from './modules/robot-video/robot-video.routes';
import { roleRoutes } from './modules/role/role.routes';
import { statisticsRoutes } from './modules/statistics/statistics.routes';
import { visualizationRoutes } from './modules/visualization/visualization.routes';
import { helpRoutes } from './modules/help/help.routes';
import { demandRoutes } from './modules/demand/demand.routes';
import { componentRoutes } from './modules/component/component.routes';
import { robotTypeRoutes } from './modules/robot-type/robot-type.routes';
import { serviceRecordRoutes } from './modules/service-record/service-record.routes';
import { qrCodeRoutes } from './modules/qr-code/qr-code.routes';
import { areaRoutes } from './modules/area/area.routes';
import { landmarkSiteRoutes } from './modules/landmark/landmark.routes';
import { otaRoutes } from './modules/ota/ota.routes';
import { versionPackageRoutes } from './modules/version-package/version-package.routes';
import { documentRoutes } from './modules/document/document.routes';
import { homeRoutes } from './modules/home/home.routes';
import { versionRoutes } from './modules/version/version.routes';
import { robotMonitorRoutes } from './modules/robot-monitor/robot-monitor.routes';
import { systemRoutes } from './modules/system/system.routes';
import { userRoutes } from './modules/user/user.routes';
import { workOrderRoutes } from './modules/work-order/work-order.routes';
import { authPlugin } from './plugins/auth';
import { envelopePlugin, frameworkErrors } from './plugins/envelope';
import { databaseHealthPlugin } from './plugins/database-health';
import { METRICS_DEFAULTS, metricsPlugin, type MetricsOptions } from './plugins/metrics';
import { openapiPlugin } from './plugins/openapi';
import { mapOrigins, securityHeadersPlugin } from './plugins/security-headers';
import { webPlugin } from './plugins/web';
import { RequestsAtDebug } from './lib/request-log';
import { createResponseSerializerCompiler } from './lib/response-serializer';

export interface AppOptions {
  db: Db;
  sessionIdleMinutes: number;
  loginRateLimit: number;
  version: { version: string; buildTime: string };
  webDist?: string;
  /** Uploaded files (landmark files, the file store under `store/`): FILES_DIR or DATA_DIR/files in production. */
  filesDir: string;
  /** Upload size limit per file kind, bytes (FILE_MAX_MB_*); contracts' FILE_MAX_BYTES_DEFAULT otherwise. */
  fileMaxBytes?: Partial<Record<TFileKind, number>>;
  logger?: FastifyServerOptions['logger'];
  /**
   * Fastify `trustProxy` (TRUST_PROXY): whose X-Forwarded-For / -Proto to believe. Off by default:
   * otherwise any client chooses its own `req.ip` (login rate limit, session and audit IP).
   */
  trustProxy?: boolean | string;
  /**
   * The device gateway (broker, ingest, commands, live hub). Absent: an embedded broker reachable only
   * over WebSocket at /mqtt (no TCP port), enough for tools that never talk MQTT.
   */
  gateway?: GatewayOptions;
  /** Days kept: events, log requests, raw telemetry samples (defaults in contracts). */
  retention?: { eventDays?: number; logDays?: number; telemetryDays?: number };
  /** A robot offline longer than this has a connectivity fault (FAULT_OFFLINE_MINUTES; default in contracts). */
  faultOfflineMinutes?: number;
  /** How long urgent work orders may wait before escalation (WORK_ORDER_ESCALATE_*_MIN; contracts defaults); false: no sweep (tests drive it). */
  workOrderEscalation?: TEscalationMinutes | false;
  /** MAP_STYLE_URL: the geography view draws this MapLibre style instead of the offline Natural Earth one. */
  mapStyleUrl?: string;
  /** DEVICE_BASE_URL: where robots reach this server over HTTP (their upgrade package downloads). */
  deviceBaseUrl?: string;
  /** MAP_HOSTS: more origins that style's tiles, glyphs and sprites come from (allowed by the CSP). */
  mapHosts?: string[];
  /** server.ts's database supervisor (restart, deadline); without it the app only watches its pool. */
  databaseHealth?: DatabaseHealth;
  /** Who may read /metrics (METRICS_ALLOW, METRICS_TOKEN); default: loopback only, no token. */
  metrics?: MetricsOptions;
  /**
   * Check every answer against its contract with zod too (lib/response-serializer.ts). On unless
   * turned off: tests keep it, the server (server.ts) and the benchmarks write answers unchecked.
   */
  checkResponses?: boolean;
  /** Sees every route as it is registered (the route-access test walks them). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the Fastify app (plugins → modules). server.ts is the only place that listens. */
export const buildApp = async (opts: AppOptions) => {
  const app = Fastify({
    logger: opts.logger ?? false,
    logController: new RequestsAtDebug(),
    genReqId: () => randomUUID(),
    trustProxy: opts.trustProxy ?? false,
    bodyLimit: 2 * 1024 * 1024,
    frameworkErrors,
    // On close, end every connection at once: a browser's keep-alive connection that turns idle after
    // close began would otherwise hold the shutdown for Fastify's 72 s keep-alive timeout.
    forceCloseConnections: true,
  });
  if (opts.onRoute) app.addHook('onRoute', opts.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createResponseSerializerCompiler({ check: opts.checkResponses ?? true }));

  await app.register(securityHeadersPlugin, { mapOrigins: mapOrigins(opts.mapStyleUrl, opts.mapHosts) });
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: LANDMARK_FILE_MAX_BYTES, files: 1 } });
  await app.register(envelopePlugin);
  await app.register(databaseHealthPlugin, { db: opts.db, health: opts.databaseHealth });
  await app.register(openapiPlugin, { version: opts.version.version });
  // The guard checks API keys with the empower module's rule, handed in: plugins never import modules.
  await app.register(authPlugin, {
    db: opts.db,
    idleMinutes: opts.sessionIdleMinutes,
    verifyApiKey: (h) => verifyApiKey(opts.db, h),
    resolveDisplay: (token) => resolveDisplayToken(opts.db, token),
  });
  // Before the modules: robot routes send commands through app.gateway.
  await app.register(gatewayPlugin, { db: opts.db, ...(opts.gateway ?? { mqttPort: false }) });
  // Its request timer is a root hook: Fastify applies it to every route, those of the modules below too.
  await app.register(metricsPlugin, { db: opts.db, ...(opts.metrics ?? METRICS_DEFAULTS) });

  // The system configuration every module reads (issue 16, configure); it hears changes through the gateway.
  const config = await createConfigStore(opts.db, app.gateway, app.log, {
    ...SETTINGS_DEFAULTS,
    offlineMinutes: opts.faultOfflineMinutes ?? SETTINGS_DEFAULTS.offlineMinutes,
  });
  app.decorate('config', config);
  app.addHook('onClose', () => config.close());
  await app.register(configureRoutes, { db: opts.db, config });

  await app.register(authRoutes, { db: opts.db, loginRateLimit: opts.loginRateLimit });
  await app.register(userRoutes, { db: opts.db });
  await app.register(orgRoutes, { db: opts.db, filesDir: opts.filesDir });
  await app.register(roleRoutes, { db: opts.db });
  await app.register(operationLogRoutes, { db: opts.db });
  await app.register(authorityRoutes, { db: opts.db });
  await app.register(empowerRoutes, { db: opts.db });
  await app.register(landmarkRoutes, { db: opts.db, filesDir: opts.filesDir });
  await app.register(fileRoutes, {
    db: opts.db,
    filesDir: opts.filesDir,
    fileMaxBytes: opts.fileMaxBytes,
    publicRateLimit: opts.loginRateLimit,
  });
  await app.register(robotRoutes, { db: opts.db, gateway: app.gateway });
  await app.register(robotTaskRoutes, { db: opts.db, gateway: app.gateway });
  await app.register(robotHistoryRoutes, { db: opts.db, sampleRetentionDays: opts.retention?.telemetryDays });
  await app.register(robotEventRoutes, { db: opts.db, retentionDays: opts.retention?.eventDays });
  await app.register(statisticsRoutes, { db: opts.db });
  await app.register(visualizationRoutes, { db: opts.db, sampleRetentionDays: opts.retention?.telemetryDays });
  await app.register(homeRoutes, { db: opts.db, settings: config.settings });
  await app.register(displayLinkRoutes, { db: opts.db });
  await app.register(largeScreenRoutes, { db: opts.db });
  await app.register(robotMonitorRoutes, { db: opts.db, mapStyleUrl: opts.mapStyleUrl });
  await app.register(robotRejectionRoutes, { db: opts.db });
  await app.register(robotFaultRoutes, { db: opts.db, gateway: app.gateway, settings: config.settings });
  await app.register(robotLogRoutes, { db: opts.db, gateway: app.gateway, retentionDays: opts.retention?.logDays });
  await app.register(robotConfigRoutes, { db: opts.db, gateway: app.gateway });
  await app.register(robotMapRoutes, { db: opts.db, gateway: app.gateway });
  await app.register(robotVideoRoutes, { db: opts.db, gateway: app.gateway });
  await app.register(notificationRoutes, { db: opts.db });
  await app.register(systemRoutes, { db: opts.db, version: opts.version });
  await app.register(versionRoutes, { db: opts.db });
  await app.register(helpRoutes, { db: opts.db, publicRateLimit: opts.loginRateLimit });
  await app.register(documentRoutes, { db: opts.db, filesDir: opts.filesDir });
  await app.register(workOrderRoutes, { db: opts.db, escalation: opts.workOrderEscalation });
  await app.register(demandRoutes, { db: opts.db });
  await app.register(componentRoutes, { db: opts.db });
  await app.register(robotTypeRoutes, { db: opts.db });
  await app.register(serviceRecordRoutes, { db: opts.db });
  await app.register(qrCodeRoutes, { db: opts.db });
  await app.register(areaRoutes, { db: opts.db });
  await app.register(landmarkSiteRoutes, { db: opts.db, gateway: app.gateway });
  await app.register(otaRoutes, {
    db: opts.db,
    gateway: app.gateway,
    filesDir: opts.filesDir,
    deviceBaseUrl: opts.deviceBaseUrl ?? 'http://127.0.0.1:8080',
  });
  await app.register(versionPackageRoutes, { db: opts.db, filesDir: opts.filesDir, fileMaxBytes: opts.fileMaxBytes });
  await app.register(dicRoutes);
  if (opts.webDist) await app.register(webPlugin, { dist: opts.webDist });
  return app;
};
