import { Counter, Gauge, type Registry } from 'prom-client';

type Labels = Record<string, string>;

/**
 * Series whose values are kept elsewhere (the gateway's counts, the database pool's): read when
 * Prometheus scrapes, so nothing is counted twice and the hot paths pay nothing for /metrics.
 */
export const scrapedSeries = (registry: Registry) => {
  const registers = [registry];
  return {
    gauge: (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      }),
    counter: (name: string, help: string, read: () => number) =>
      new Counter({
        name,
        help,
        registers,
        collect() {
          this.reset();
          this.inc(read());
        },
      }),
    /** `read` gives every label set with its count; label values must come from a closed list. */
    labelledCounter: (name: string, help: string, labelNames: string[], read: () => [Labels, number][]) =>
      new Counter({
        name,
        help,
        labelNames,
        registers,
        collect() {
          this.reset();
          for (const [labels, n] of read()) this.inc(labels, n);
        },
      }),
  };
};
