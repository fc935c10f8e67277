import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLog, Testimonial } from '@app/db';
import { flushWithAudit, recordAudit } from '../../src/features/audit/audit.ts';
import { testDatabase, type TestDatabase } from '../database.ts';
import { createStaffUser } from '../staff.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(() => db.close());

describe('recordAudit, given the request data it uses (em, clientIp, the signed-in user)', () => {
  it('writes with the next flush an entry naming the user and the address, with only the fields that changed and no secret', async () => {
    const em = db.em();
    const admin = await createStaffUser(em);
    recordAudit(
      { em, clientIp: '203.0.113.9', admin },
      { action: 'settings.update', targetType: 'settings', targetId: 1, label: 'Settings', before: { passwordHash: 'x', a: 1 }, after: { a: 2 } },
    );
    expect(await db.em().count(AuditLog, { action: 'settings.update' })).toBe(0);
    await em.flush();
    const [entry] = await db.em().find(AuditLog, { action: 'settings.update' });
    expect(entry).toMatchObject({ adminId: admin.id, username: admin.username, ip: '203.0.113.9', targetId: '1', before: { a: 1 }, after: { a: 2 } });
  });

  it('without a signed-in user the entry must name its actor; the site itself is one', async () => {
    const em = db.em();
    expect(() => recordAudit({ em, clientIp: '' }, { action: 'privacy.retention' })).toThrow('audit entry privacy.retention without an actor');
    await flushWithAudit({ em, clientIp: '' }, { action: 'privacy.retention', actor: { id: null, username: 'system' } });
    expect(await db.em().findOne(AuditLog, { action: 'privacy.retention' })).toMatchObject({ adminId: null, username: 'system', ip: null });
  });

  it('flushWithAudit writes the change and its entry in one transaction: a write that fails leaves no entry', async () => {
    const em = db.em();
    const admin = await createStaffUser(em);
    // A rating of 9 breaks the table's check, and the entry flushed with it goes too.
    em.create(Testimonial, { name: 'Pat', content: 'Great staff.', rating: 9 });
    await expect(flushWithAudit({ em, clientIp: '', admin }, { action: 'testimonial.create', targetType: 'testimonial' })).rejects.toThrow();
    expect(await db.em().count(AuditLog, { action: 'testimonial.create' })).toBe(0);
  });
});
