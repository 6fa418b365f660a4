import {
  deleteClipRoute,
  findClipsRoute,
  getClipFramesRoute,
  getClipRoute,
  getVideoStatusRoute,
  startRecordingRoute,
  stopRecordingRoute,
} from '@fleet/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Gateway } from '../../gateway/gateway.types';
import { registerRoute } from '../../lib/route';
import { registerIncidentClips } from './incident-clips';
import { createClipRecorder } from './recorder';
import { startClipRetention } from './retention';
import { deleteRobotClip, findRobotClips, getClip, getClipFrames, getVideoStatus, startRecording, stopRecording } from './video.service';

/** Live video status, manual and incident recordings, and the clips: robotVideo and lookForVideo. */
export const robotVideoRoutes = async (app: FastifyInstance, opts: { db: Db; gateway: Gateway }) => {
  const { db, gateway } = opts;
  const log = (err: unknown) => app.log.warn({ err }, 'robot video');
  const changed = (robotId: number) => gateway.notify({ robotId, topic: 'clips' });
  const recorder = createClipRecorder({ db, gateway, onChange: changed, log });
  registerIncidentClips(gateway, recorder, log);
  const retention = startClipRetention(db, app.log, { everyMs: 3_600_000 });
  // Before the gateway closes (registered earlier, so its onClose runs later): open clips get their end.
  app.addHook('onClose', async () => {
    await recorder.close();
    await retention.close();
  });

  registerRoute(app, getVideoStatusRoute, ({ session, params }) => getVideoStatus(db, session, params.robotId));
  registerRoute(app, startRecordingRoute, ({ audit, session, body }) => startRecording(db, recorder, audit, session, body.robotId));
  registerRoute(app, stopRecordingRoute, ({ session, body }) => stopRecording(db, recorder, session, body.robotId));
  registerRoute(app, findClipsRoute, ({ session, body }) => findRobotClips(db, session, body));
  registerRoute(app, getClipRoute, ({ session, params }) => getClip(db, session, params.id));
  registerRoute(app, getClipFramesRoute, ({ session, params, query }) => getClipFrames(db, session, params.id, query));
  registerRoute(app, deleteClipRoute, ({ audit, session, params }) => deleteRobotClip(db, audit, session, params.id, changed));
};
