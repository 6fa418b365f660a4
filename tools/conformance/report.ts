import type { KitReport } from './run';

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A Markdown table: readable in a terminal, and rendered as a table where a vendor attaches it. */
export const formatReport = (r: KitReport) => {
  const fails = r.rows.filter((x) => x.result === 'fail').length;
  const skips = r.rows.filter((x) => x.result === 'skip').length;
  const lines = [
    `# Fleet Console conformance: ${r.device}`,
    '',
    `Console ${r.api}, broker ${r.mqttUrl}, ${r.startedAt} – ${r.finishedAt}`,
    '',
    '| check | result | seen | what to fix |',
    '|---|---|---|---|',
    ...r.rows.map((x) => `| ${cell(x.check)} | ${x.result.toUpperCase()} | ${cell(x.seen)} | ${cell(x.fix)} |`),
    '',
    r.passed
      ? `PASSED: ${r.rows.length - skips} checks passed${skips ? `, ${skips} skipped` : ''}.`
      : `FAILED: ${fails} of ${r.rows.length} checks failed.`,
  ];
  return lines.join('\n');
};
