import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Secrets of the demo robots by device number: the database keeps only their hashes. */
export type DemoSecrets = Record<string, string>;

export const demoCredentialsFile = (dataDir: string) => path.join(dataDir, 'simulator', 'credentials.json');

/** An absent or unreadable file is an empty one: the robots concerned simply get new secrets. */
export const readDemoSecrets = async (file: string, log: (m: string) => void): Promise<DemoSecrets> => {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return {};
  }
  try {
    const parsed = JSON.parse(text) as { robots?: unknown };
    const robots = parsed.robots && typeof parsed.robots === 'object' ? (parsed.robots as Record<string, unknown>) : {};
    return Object.fromEntries(Object.entries(robots).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    log(`${file} is not valid JSON: the demo robots get new secrets`);
    return {};
  }
};

/** Written to a temporary file and renamed, so a crash never leaves half a file; owner-only (secrets). */
export const writeDemoSecrets = async (file: string, secrets: DemoSecrets) => {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, `${JSON.stringify({ robots: secrets }, null, 2)}\n`, { mode: 0o600 });
  await chmod(tmp, 0o600);
  await rename(tmp, file);
};
