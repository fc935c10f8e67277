import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The site settings row is shared by every spec, and the Settings and Maintenance specs both
 * write its site section (company details and the maintenance switch) from different workers.
 * This cross-process lock (a directory, created atomically) runs those writes one at a time.
 */
export async function withSiteSettingsLock<T>(baseURL: string | undefined, body: () => Promise<T>): Promise<T> {
  const port = baseURL ? new URL(baseURL).port : 'default';
  const dir = path.join(tmpdir(), `northline-e2e-site-settings-${port}.lock`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await mkdir(dir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A lock left behind by a crashed run is taken over after a minute.
      const age = await stat(dir).then((s) => Date.now() - s.mtimeMs, () => 0);
      if (age > 60_000) await rm(dir, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`site settings lock ${dir} still held after 60 s`, { cause: error });
      else await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    return await body();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
