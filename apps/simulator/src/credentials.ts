import { readFile, writeFile } from 'node:fs/promises';

export interface RobotCredential {
  deviceNumber: string;
  deviceSecret: string;
  id?: number;
}

/** Splits one CSV line, honouring double quotes ("a ""b"""), as spreadsheet programs write them. */
const splitCsvLine = (line: string) => {
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') cur += line[++i];
      else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out.map((s) => s.trim());
};

/**
 * Reads the credentials CSV the console offers after bulk registration (or that `--api` wrote): a
 * header row naming `deviceNumber` and `deviceSecret` (any order, any case, other columns ignored).
 */
export const parseCredentialsCsv = (text: string): RobotCredential[] => {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  if (lines.length === 0) throw new Error('the credentials file is empty');
  const header = splitCsvLine(lines[0]!).map((h) => h.toLowerCase().replace(/[^a-z]/g, ''));
  const noCol = header.indexOf('devicenumber');
  const secretCol = header.indexOf('devicesecret');
  if (noCol < 0 || secretCol < 0) {
    throw new Error(`the credentials file needs a header row with deviceNumber and deviceSecret columns (found: ${lines[0]})`);
  }
  return lines.slice(1).map((line, i) => {
    const cols = splitCsvLine(line);
    const deviceNumber = cols[noCol] ?? '';
    const deviceSecret = cols[secretCol] ?? '';
    if (!deviceNumber || !deviceSecret) throw new Error(`line ${i + 2} of the credentials file lacks a device number or secret`);
    return { deviceNumber, deviceSecret };
  });
};

export const readCredentialsCsv = async (file: string) => parseCredentialsCsv(await readFile(file, 'utf8'));

/** Secrets inside: readable by the owner only. */
export const writeCredentialsCsv = async (file: string, rows: RobotCredential[]) => {
  const body = rows.map((r) => `${r.id ?? ''},${r.deviceNumber},${r.deviceSecret}`).join('\n');
  await writeFile(file, `id,deviceNumber,deviceSecret\n${body}\n`, { mode: 0o600 });
};
