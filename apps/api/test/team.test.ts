import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminInvitation, AdminSession, AdminUser, AuditLog, OutboxEmail } from '@app/db';
import { FORBIDDEN_MESSAGE } from '@app/shared/roles';
import {
  BREACHED_PASSWORD_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  INVALID_INVITATION_MESSAGE,
  LAST_OWNER_MESSAGE,
  PASSWORD_TOO_SHORT_MESSAGE,
} from '@app/shared/schemas/accounts';
import { ADMIN, createAdmin, createTestApp, delivered, loginCookie, type TestApp } from './helpers.ts';

/**
 * The Team screen's contract (issue 22): owners invite by email (a signed single-use link valid 72
 * hours, through the outbox), the invitee chooses a username and password, owners change roles,
 * deactivate (every session ends at once) and reactivate, and the last active owner stays one.
 */

let t: TestApp;
let owner: string;
let ownerId: number;

beforeAll(async () => {
  t = await createTestApp();
  ownerId = (await createAdmin(t.orm)).id;
  owner = await loginCookie(t.app);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

/** The newest outbox mail to `to`, and the token of its link (in the mail as it is sent). */
async function mailTo(to: string) {
  const mail = await t.orm.em.fork().findOne(OutboxEmail, { toAddress: to }, { orderBy: { id: 'desc' } });
  const token = mail ? /accept-invitation\?token=([\w.-]+)/.exec(delivered(t, mail).text)?.[1] : undefined;
  return { mail, token };
}

async function invite(email: string, role: string) {
  const res = await call('POST', '/api/admin/users/invite', owner, { email, role });
  expect(res.statusCode, res.body).toBe(201);
  const { token } = await mailTo(email.toLowerCase());
  expect(token).toBeTruthy();
  return { res, token: decodeURIComponent(token!) };
}

const accept = (token: string, username: string, password: string) => call('POST', '/api/admin/invitations/accept', undefined, { token, username, password });

async function newMember(name: string, role: 'owner' | 'recruiter' | 'editor') {
  const { token } = await invite(`${name}@team.example`, role);
  expect((await accept(token, name, `${name} has a long password`)).statusCode).toBe(201);
  const id = (await t.orm.em.fork().findOneOrFail(AdminUser, { username: name })).id;
  return { id, cookie: await loginCookie(t.app, { username: name, password: `${name} has a long password` }) };
}

const auditOf = (action: string) => t.orm.em.fork().find(AuditLog, { action }, { orderBy: { id: 'asc' } });

describe('inviting a team member', () => {
  it('mails a single-use link valid 72 hours; accepting makes a recruiter who can sign in and work, but not open Settings', async () => {
    const before = Date.now();
    const { res, token } = await invite('Riley.Recruiter@Team.example', 'recruiter');
    expect(res.json()).toMatchObject({ success: true, invitation: { email: 'riley.recruiter@team.example', role: 'recruiter', invitedBy: ADMIN.username } });
    const expiresAt = Date.parse(res.json().invitation.expiresAt);
    expect(expiresAt - before).toBeGreaterThanOrEqual(72 * 3600_000 - 1000);
    expect(expiresAt - before).toBeLessThanOrEqual(72 * 3600_000 + 60_000);

    const { mail } = await mailTo('riley.recruiter@team.example');
    expect(mail).toMatchObject({ kind: 'team.invitation', status: 'pending' });
    expect(mail!.textBody).toContain(`${ADMIN.username} invited you`);
    // The outbox keeps a placeholder for the link's secret; only the mail sent has it.
    expect(mail!.textBody).toContain('/admin/accept-invitation?token=[link-secret-1]');
    expect(mail!.textBody + mail!.htmlBody).not.toContain(token);
    // Only a hash of the link's secret is kept.
    const row = await t.orm.em.fork().findOneOrFail(AdminInvitation, { email: 'riley.recruiter@team.example' });
    expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(token).not.toContain(row.tokenHash);
    expect(JSON.stringify(row)).not.toContain(token.split('.')[0]);

    // The password policy, with its reasons.
    const short = await accept(token, 'riley', 'short pass');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(PASSWORD_TOO_SHORT_MESSAGE);
    const breached = await accept(token, 'riley', 'PasswordPassword');
    expect(breached.statusCode).toBe(400);
    expect(breached.json()).toMatchObject({ message: BREACHED_PASSWORD_MESSAGE, issues: [{ path: ['password'] }] });
    const takenName = await accept(token, ADMIN.username.toUpperCase(), 'riley has a long password');
    expect(takenName.statusCode).toBe(409);

    const ok = await accept(token, 'riley', 'riley has a long password');
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ success: true });

    const cookie = await loginCookie(t.app, { username: 'riley', password: 'riley has a long password' });
    const me = await call('GET', '/api/admin/me', cookie);
    expect(me.json()).toMatchObject({ username: 'riley', role: 'recruiter', email: 'riley.recruiter@team.example' });
    expect((await call('GET', '/api/applications', cookie)).statusCode).toBe(200);
    const settings = await call('GET', '/api/admin/settings', cookie);
    expect(settings.statusCode).toBe(403);
    expect(settings.json()).toEqual({ message: FORBIDDEN_MESSAGE });
    expect((await call('GET', '/api/admin/users', cookie)).statusCode).toBe(403);

    // Used up: the same answer as a link that never was.
    const again = await accept(token, 'riley2', 'riley has a long password');
    const bogus = await accept('made-up-token', 'riley3', 'riley has a long password');
    const forged = await accept(`${'A'.repeat(43)}.${'B'.repeat(24)}`, 'riley4', 'riley has a long password');
    for (const res of [again, bogus, forged]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: INVALID_INVITATION_MESSAGE, issues: [] });
    }

    const sent = await auditOf('team.invite');
    expect(sent.at(-1)).toMatchObject({
      username: ADMIN.username,
      targetType: 'invitation',
      after: { email: 'riley.recruiter@team.example', role: 'recruiter' },
    });
    const accepted = await auditOf('team.invite_accepted');
    expect(accepted.at(-1)).toMatchObject({ username: 'riley', targetType: 'admin', label: 'riley' });
  });

  it('answers an expired invitation as any invalid link', async () => {
    const { token } = await invite('late@team.example', 'editor');
    await t.orm.em.fork().nativeUpdate(AdminInvitation, { email: 'late@team.example' }, { expiresAt: new Date(Date.now() - 1000) });
    const res = await accept(token, 'late', 'late has a long password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: INVALID_INVITATION_MESSAGE, issues: [] });
    // Expired invitations stay listed, to be sent again.
    const list = await call('GET', '/api/admin/invitations', owner);
    expect(list.json().map((i: { email: string }) => i.email)).toContain('late@team.example');
  });

  it("refuses an address that is already a team member's, and mails nothing", async () => {
    await t.orm.em.fork().nativeUpdate(AdminUser, { id: ownerId }, { email: 'owner@team.example' });
    const mails = await t.orm.em.fork().count(OutboxEmail, { toAddress: 'owner@team.example' });
    const res = await call('POST', '/api/admin/users/invite', owner, { email: 'OWNER@team.example', role: 'editor' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: EMAIL_TAKEN_MESSAGE });
    expect(await t.orm.em.fork().count(OutboxEmail, { toAddress: 'owner@team.example' })).toBe(mails);
  });

  it('sends a pending invitation again with a new link (the old one stops working), and revokes one', async () => {
    const { res, token: first } = await invite('again@team.example', 'editor');
    const id = res.json().invitation.id as number;
    const resent = await call('POST', `/api/admin/invitations/${id}/resend`, owner);
    expect(resent.statusCode).toBe(200);
    const second = decodeURIComponent((await mailTo('again@team.example')).token!);
    expect(second).not.toBe(first);
    expect((await accept(first, 'again', 'again has a long password')).statusCode).toBe(400);

    const revoked = await call('DELETE', `/api/admin/invitations/${id}`, owner);
    expect(revoked.statusCode).toBe(200);
    expect((await accept(second, 'again', 'again has a long password')).json()).toEqual({ message: INVALID_INVITATION_MESSAGE, issues: [] });
    const list = await call('GET', '/api/admin/invitations', owner);
    expect(list.json().map((i: { email: string }) => i.email)).not.toContain('again@team.example');
    expect((await auditOf('team.invite_revoked')).at(-1)).toMatchObject({ username: ADMIN.username, label: 'again@team.example' });
  });

  it('lets only owners invite', async () => {
    const { cookie } = await newMember('eddie', 'editor');
    const res = await call('POST', '/api/admin/users/invite', cookie, { email: 'x@team.example', role: 'owner' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: FORBIDDEN_MESSAGE });
  });
});

describe('an invitation is only as good as the owner who sent it (issue 33, item 3)', () => {
  const pendingEmails = async () => ((await call('GET', '/api/admin/invitations', owner)).json() as { email: string }[]).map((i) => i.email);
  const sendAs = async (cookie: string, email: string, role: string) => {
    expect((await call('POST', '/api/admin/users/invite', cookie, { email, role })).statusCode).toBe(201);
    return decodeURIComponent((await mailTo(email)).token!);
  };
  const usernames = async (name: string) => t.orm.em.fork().count(AdminUser, { username: name });
  // From an address of their own: the other tests' attempts use up the local one's (20 per window).
  const accept = (token: string, username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/admin/invitations/accept', payload: { token, username, password }, remoteAddress: '203.0.113.33' });

  it('deactivating an owner revokes the invitations they sent: their owner invitation makes no owner', async () => {
    const beatrix = await newMember('beatrix', 'owner');
    const ownerLink = await sendAs(beatrix.cookie, 'next.owner@team.example', 'owner');
    await sendAs(beatrix.cookie, 'next.recruiter@team.example', 'recruiter');
    await sendAs(owner, 'kept.editor@team.example', 'editor');

    expect((await call('PATCH', `/api/admin/users/${beatrix.id}`, owner, { active: false })).statusCode).toBe(200);
    const pending = await pendingEmails();
    expect(pending).not.toContain('next.owner@team.example');
    expect(pending).not.toContain('next.recruiter@team.example');
    expect(pending).toContain('kept.editor@team.example');
    const res = await accept(ownerLink, 'sneaky', 'sneaky has a long password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: INVALID_INVITATION_MESSAGE, issues: [] });
    expect(await usernames('sneaky')).toBe(0);
    // Each revoked invitation is in the Activity log, revoked by the owner who deactivated its sender.
    const revoked = (await auditOf('team.invite_revoked')).filter((e) => e.label?.startsWith('next.'));
    expect(revoked.map((e) => [e.label, e.username, e.after])).toEqual([
      ['next.owner@team.example', ADMIN.username, { revoked: 'its inviter was deactivated' }],
      ['next.recruiter@team.example', ADMIN.username, { revoked: 'its inviter was deactivated' }],
    ]);
  });

  it('demoting an owner revokes theirs too', async () => {
    const cyrus = await newMember('cyrus', 'owner');
    const link = await sendAs(cyrus.cookie, 'via.cyrus@team.example', 'owner');
    expect((await call('PATCH', `/api/admin/users/${cyrus.id}`, owner, { role: 'recruiter' })).statusCode).toBe(200);
    expect(await pendingEmails()).not.toContain('via.cyrus@team.example');
    expect((await accept(link, 'via-cyrus', 'via cyrus has a long password')).statusCode).toBe(400);
    expect(await usernames('via-cyrus')).toBe(0);
  });

  it('acceptance checks the inviter again: an owner who lost the right some other way vouches for nothing; an owner who sends it again vouches for it', async () => {
    const dmitri = await newMember('dmitri', 'owner');
    const lost = await sendAs(dmitri.cookie, 'lost.link@team.example', 'owner');
    await sendAs(dmitri.cookie, 'sent.again@team.example', 'editor');
    // Deactivated without the Team screen (by hand in the database, or before this rule existed): nothing was revoked.
    await t.orm.em.fork().nativeUpdate(AdminUser, { id: dmitri.id }, { active: false });
    expect(await pendingEmails()).toContain('lost.link@team.example');
    expect((await accept(lost, 'lost-link', 'lost link has a long password')).statusCode).toBe(400);
    expect(await usernames('lost-link')).toBe(0);

    // The default owner sends the other one again: the new link is theirs, and it works.
    const invitation = await t.orm.em.fork().findOneOrFail(AdminInvitation, { email: 'sent.again@team.example' });
    const resent = await call('POST', `/api/admin/invitations/${invitation.id}/resend`, owner);
    expect(resent.json().invitation.invitedBy).toBe(ADMIN.username);
    const fresh = decodeURIComponent((await mailTo('sent.again@team.example')).token!);
    expect((await accept(fresh, 'sent-again', 'sent again has a long password')).statusCode).toBe(201);
    expect(await t.orm.em.fork().findOneOrFail(AdminUser, { username: 'sent-again' })).toMatchObject({ role: 'editor', active: true });
  });
});

describe('managing the team', () => {
  it('lists every staff user with role, state, last sign-in and two-factor', async () => {
    const res = await call('GET', '/api/admin/users', owner);
    expect(res.statusCode).toBe(200);
    const me = res.json().find((u: { username: string }) => u.username === ADMIN.username);
    expect(me).toMatchObject({ role: 'owner', active: true, mfaEnabled: false });
    expect(me.lastLoginAt).toBeTruthy();
    expect(res.json()[0].role).toBe('owner');
  });

  it('changes a role, which counts from the next call of that user', async () => {
    const { id, cookie } = await newMember('casey', 'recruiter');
    expect((await call('GET', '/api/admin/blog', cookie)).statusCode).toBe(403);
    const res = await call('PATCH', `/api/admin/users/${id}`, owner, { role: 'editor' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'casey', role: 'editor', active: true });
    expect((await call('GET', '/api/admin/blog', cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/applications', cookie)).statusCode).toBe(403);
    expect((await auditOf('team.role')).at(-1)).toMatchObject({
      username: ADMIN.username,
      label: 'casey',
      before: { role: 'recruiter' },
      after: { role: 'editor' },
    });

    const invalid = await call('PATCH', `/api/admin/users/${id}`, owner, { role: 'superuser' });
    expect(invalid.statusCode).toBe(400);
    expect((await call('PATCH', `/api/admin/users/${id}`, owner, {})).statusCode).toBe(400);
    expect((await call('PATCH', '/api/admin/users/999999', owner, { role: 'editor' })).statusCode).toBe(404);
  });

  it('deactivating ends every session of the user at once; they cannot sign in until reactivated', async () => {
    const { id, cookie } = await newMember('dana', 'recruiter');
    const other = await loginCookie(t.app, { username: 'dana', password: 'dana has a long password' });
    expect((await call('GET', '/api/applications', cookie)).statusCode).toBe(200);

    const res = await call('PATCH', `/api/admin/users/${id}`, owner, { active: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ active: false });
    for (const c of [cookie, other]) expect((await call('GET', '/api/applications', c)).statusCode).toBe(401);
    expect(await t.orm.em.fork().count(AdminSession, { admin: id, revokedAt: null })).toBe(0);
    const login = await call('POST', '/api/admin/login', undefined, { username: 'dana', password: 'dana has a long password' });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ message: 'Invalid username or password' });

    expect((await call('PATCH', `/api/admin/users/${id}`, owner, { active: true })).statusCode).toBe(200);
    await loginCookie(t.app, { username: 'dana', password: 'dana has a long password' });
    expect((await auditOf('team.deactivate')).at(-1)).toMatchObject({ username: ADMIN.username, label: 'dana' });
    expect((await auditOf('team.reactivate')).at(-1)).toMatchObject({ username: ADMIN.username, label: 'dana' });
  });

  it('always keeps one active owner: the last cannot be demoted or deactivated', async () => {
    // The default admin is the only owner so far.
    const demote = await call('PATCH', `/api/admin/users/${ownerId}`, owner, { role: 'recruiter' });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().message).toBe(LAST_OWNER_MESSAGE);
    const self = await call('PATCH', `/api/admin/users/${ownerId}`, owner, { active: false });
    expect(self.statusCode).toBe(400);

    const second = await newMember('olive', 'owner');
    // Another owner may deactivate the first, then the first is back and olive steps down.
    expect((await call('PATCH', `/api/admin/users/${ownerId}`, second.cookie, { active: false })).statusCode).toBe(200);
    const last = await call('PATCH', `/api/admin/users/${second.id}`, second.cookie, { role: 'editor' });
    expect(last.statusCode).toBe(400);
    expect(last.json().message).toBe(LAST_OWNER_MESSAGE);
    expect((await call('PATCH', `/api/admin/users/${ownerId}`, second.cookie, { active: true })).statusCode).toBe(200);
    owner = await loginCookie(t.app);
    expect((await call('PATCH', `/api/admin/users/${second.id}`, owner, { role: 'editor' })).statusCode).toBe(200);

    // Two demotions at the same moment: one of them must be refused.
    const third = await newMember('quinn', 'owner');
    const both = await Promise.all([
      call('PATCH', `/api/admin/users/${ownerId}`, third.cookie, { role: 'recruiter' }),
      call('PATCH', `/api/admin/users/${third.id}`, owner, { role: 'recruiter' }),
    ]);
    // The second is refused by the rule (400), or, when the first already took its caller's
    // ownership away, because its caller is no owner any more (403).
    const [done, refused] = both.map((r) => r.statusCode).sort();
    expect(done).toBe(200);
    expect([400, 403]).toContain(refused);
    expect(await t.orm.em.fork().count(AdminUser, { role: 'owner', active: true })).toBe(1);
  });
});
