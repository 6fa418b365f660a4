/**
 * Runs tasks one after another per key (a robot), in the order they were queued; different keys run
 * side by side. A domain uplink's effect awaits the database, so without this a robot's second
 * manifest could be written before its first (last write wins, the older one). A failed task does not
 * stop the ones queued after it; its own promise still rejects for the caller to report.
 */
export const createSerialQueue = <K>() => {
  const tails = new Map<K, Promise<unknown>>();
  return {
    run<T>(key: K, task: () => Promise<T>): Promise<T> {
      const done = (tails.get(key) ?? Promise.resolve()).then(task, task);
      const tail = done.catch(() => undefined);
      tails.set(key, tail);
      void tail.then(() => tails.get(key) === tail && tails.delete(key));
      return done;
    },
    /** Keys with work queued or running (the map must not grow with every robot ever seen). */
    get size() {
      return tails.size;
    },
  };
};
