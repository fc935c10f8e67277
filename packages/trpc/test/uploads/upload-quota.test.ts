import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxEmail } from '@app/db';
import { checkPendingUploads, notifyUploadsFull, reserveUploadQuota, UPLOADS_FULL_MAIL } from '../../src/features/uploads/upload-quota.ts';
import { retryAfterSeconds } from '../../src/infra/retry-after.ts';
import { testDatabase, type TestDatabase } from '../database.ts';
import { SITE_URL } from '../fixtures.ts';

/** The upload quotas with the request data they declare (who the client is, the limits): no multipart request. */
let db: TestDatabase;
const KB = 1024;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(() => db.close());

describe('reserveUploadQuota ({em, clientKey, limits})', () => {
  it("takes room from the client's day before the body is read, refuses past it (429 with Retry-After) and gives back what an upload did not keep", async () => {
    const quota = (clientKey: string) => ({ em: db.em(), clientKey, limits: { uploadBytesPerClientPerDay: 100 * KB } });
    const first = await reserveUploadQuota(quota('203.0.113.5'), 60 * KB);
    const refused = await reserveUploadQuota(quota('203.0.113.5'), 60 * KB).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(retryAfterSeconds(refused as never)).toBeGreaterThan(60 * 60);
    // Another client has its own day.
    await reserveUploadQuota(quota('2001:db8::/64'), 60 * KB);
    // The first upload was interrupted after 10 KB: the other 50 KB are the client's again, once.
    await first.settle(10 * KB);
    await first.settle(0);
    const second = await reserveUploadQuota(quota('203.0.113.5'), 60 * KB);
    await second.settle(60 * KB);
    await expect(reserveUploadQuota(quota('203.0.113.5'), 40 * KB)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});

describe('the cap on pending uploads', () => {
  it('checkPendingUploads ({em, limits}) says whether an upload would pass it; notifyUploadsFull mails the admins once a day', async () => {
    const em = db.em();
    expect(await checkPendingUploads({ em, limits: { uploadPendingMaxBytes: 100 * KB } }, 100 * KB)).toEqual({ pendingBytes: 0, full: false });
    expect(await checkPendingUploads({ em, limits: { uploadPendingMaxBytes: 100 * KB } }, 100 * KB + 1)).toEqual({ pendingBytes: 0, full: true });
    const cap = {
      em,
      siteUrl: SITE_URL,
      notifyEmails: ['ops@example.com', 'hr@example.com'],
      limits: { uploadPendingMaxBytes: 100 * KB },
      now: () => new Date(),
    };
    expect(await notifyUploadsFull(cap, 99 * KB)).toBe(2);
    expect(await notifyUploadsFull(cap, 99 * KB)).toBe(0);
    expect(await db.em().count(OutboxEmail, { kind: UPLOADS_FULL_MAIL })).toBe(2);
  });
});
