import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../src/context.ts';
import { PageReads } from '../../src/infra/page-reads.ts';
import { createCaller } from '../../src/index.ts';
import { testDatabase, type TestDatabase } from '../database.ts';

/**
 * Issue 37: a page the server writes asks several procedures at once, each with a context of its
 * own; the settings row they all read (the root's public settings, the job page's upload limits)
 * is read once for the page through the PageReads they share.
 */

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  await db.close();
});

const setSettings = (companyName: string, maxFileSizeMb: number) =>
  db.em().getConnection().execute(`update site_settings set company_name = '${companyName}', max_file_size_mb = ${maxFileSizeMb}`);
const callerWith = (pageReads?: PageReads) => createCaller(createContext({ em: db.em(), pageReads }));

describe('PageReads', () => {
  it('the procedures of one page read the settings row once; the next page reads it again', async () => {
    await setSettings('Before Ltd', 5);
    const page = new PageReads();
    expect((await callerWith(page).settings.public()).companyName).toBe('Before Ltd');
    // Changed after the page's first read: the page's other procedures answer from the row it read.
    await setSettings('After Ltd', 7);
    expect(await callerWith(page).upload.limits()).toMatchObject({ maxFileSizeMb: 5 });
    expect((await callerWith(page).settings.public()).companyName).toBe('Before Ltd');
    // The next page (or a context of its own) reads the row as it is now.
    const next = new PageReads();
    expect(await callerWith(next).upload.limits()).toMatchObject({ maxFileSizeMb: 7 });
    expect((await callerWith(next).settings.public()).companyName).toBe('After Ltd');
    expect((await callerWith().settings.public()).companyName).toBe('After Ltd');
  });

  it('answers the same as the row read alone', async () => {
    await setSettings('Northline Workforce Solutions', 5);
    const page = new PageReads();
    const [limits, settings] = await Promise.all([callerWith(page).upload.limits(), callerWith(page).settings.public()]);
    expect(limits).toEqual(await callerWith().upload.limits());
    expect(settings).toEqual(await callerWith().settings.public());
  });
});
