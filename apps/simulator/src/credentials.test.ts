import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCredentialsCsv, readCredentialsCsv, writeCredentialsCsv } from './credentials';

const dir = mkdtempSync(path.join(os.tmpdir(), 'sim-creds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('credentials CSV', () => {
  it('reads the columns by name, whatever their order, quoting, BOM or line endings', () => {
    const csv = '\uFEFFalias,"Device Secret",deviceNumber\r\n"Hall, west","s""1",SIMULATION-130-00001\r\nx,s2,SIMULATION-130-00002\r\n\r\n';
    expect(parseCredentialsCsv(csv)).toEqual([
      { deviceNumber: 'SIMULATION-130-00001', deviceSecret: 's"1' },
      { deviceNumber: 'SIMULATION-130-00002', deviceSecret: 's2' },
    ]);
  });

  it('says what is wrong with a file it cannot use', () => {
    expect(() => parseCredentialsCsv('')).toThrow(/empty/);
    expect(() => parseCredentialsCsv('number,secret\nA,b')).toThrow(/deviceNumber and deviceSecret/);
    expect(() => parseCredentialsCsv('deviceNumber,deviceSecret\nSIMULATION-130-00001,')).toThrow(/line 2/);
  });

  it('writes a file only its owner can read, which reads back the same', async () => {
    const file = path.join(dir, 'robots.csv');
    const rows = [{ id: 7, deviceNumber: 'SIMULATION-130-00007', deviceSecret: 'abc_DEF-123' }];
    await writeCredentialsCsv(file, rows);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await readCredentialsCsv(file)).toEqual([{ deviceNumber: 'SIMULATION-130-00007', deviceSecret: 'abc_DEF-123' }]);
  });
});
