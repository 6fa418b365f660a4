import { VIDEO_WATCH_CODES } from '@fleet/contracts';
import type { LiveConnection } from './live-connection';
import type { Visibility } from './live-visibility';
import type { VideoRelay } from './video-relay';

/**
 * The live hub's video watches. Video needs its own code (VIDEO_WATCH_CODES) and, like states, a
 * robot the socket may see (the same visibility rule); both are checked again on every refresh, so a
 * hosting window that ends or a role that loses the code stops the picture too. Without a relay
 * (tests of the state flow alone) every watch is refused.
 */
export const createVideoWatches = (visibility: Visibility, video: Pick<VideoRelay, 'watch'> | undefined) => {
  const mayWatch = (conn: LiveConnection) => VIDEO_WATCH_CODES.some((c) => conn.session?.permissions.has(c));
  return {
    async watch(conn: LiveConnection, robotId: number) {
      if (conn.videos.has(robotId)) return;
      if (!video || !mayWatch(conn)) return conn.send({ type: 'videoError', robotId, code: 'PERMISSION_DENIED' });
      const visible = await visibility.visibleIds(conn.session!.orgPath);
      if (!visible.has(robotId)) return conn.send({ type: 'videoError', robotId, code: 'NOT_FOUND' });
      // The socket may have closed, or watched it again, while visibility was looked up.
      if (!conn.open || conn.videos.has(robotId)) return;
      conn.videos.set(
        robotId,
        video.watch(robotId, (f) => conn.queueFrame(f)),
      );
    },
    /** After a refresh: videos of robots no longer visible, or of a session that lost the code, stop. */
    async recheck(conn: LiveConnection) {
      if (conn.videos.size === 0 || !conn.session) return;
      const allowed = mayWatch(conn);
      const visible = allowed ? await visibility.visibleIds(conn.session.orgPath) : new Set<number>();
      for (const id of [...conn.videos.keys()]) {
        if (visible.has(id)) continue;
        conn.unwatchVideo(id);
        conn.send({ type: 'videoError', robotId: id, code: allowed ? 'NOT_FOUND' : 'PERMISSION_DENIED' });
      }
    },
  };
};
