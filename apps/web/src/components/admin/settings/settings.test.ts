import { describe, expect, it } from 'vitest';
import type { SettingsDto } from '@app/shared/schemas/dtos';
import { ZSystemSettingsInput } from '@app/shared/schemas/inputs';
import {
  DEADLINE_OPTIONS,
  FILE_SIZE_OPTIONS,
  FILE_TYPE_OPTIONS,
  NOTIFICATION_OPTIONS,
  profileSaveAction,
  siteSwitchesTurnedOn,
  toSystemForm,
  toSystemInput,
} from './settings';

describe('profileSaveAction', () => {
  it('refuses a new password that differs from its confirmation, before anything else', () => {
    expect(profileSaveAction({ currentPassword: '', newPassword: 'abcdefgh', confirmPassword: 'abcdefgx' })).toBe('mismatch');
    expect(profileSaveAction({ currentPassword: 'x', newPassword: '', confirmPassword: 'y' })).toBe('mismatch');
  });
  it('has nothing to do on an empty form and changes the password otherwise', () => {
    expect(profileSaveAction({ currentPassword: '', newPassword: '', confirmPassword: '' })).toBe('nothing');
    expect(profileSaveAction({ currentPassword: 'old', newPassword: 'newpassword', confirmPassword: 'newpassword' })).toBe('change');
    expect(profileSaveAction({ currentPassword: '', newPassword: 'newpassword', confirmPassword: 'newpassword' })).toBe('change');
  });
});

describe('system settings', () => {
  it('offers the spec options', () => {
    expect(DEADLINE_OPTIONS.map((o) => o.label)).toEqual(['7 days', '14 days', '30 days', '60 days']);
    expect(FILE_SIZE_OPTIONS.map((o) => o.label)).toEqual(['2 MB', '5 MB', '10 MB', '20 MB']);
  });
  it('offers only the file types the server can check', () => {
    expect(FILE_TYPE_OPTIONS.map((o) => o.value)).toEqual(['pdf', 'doc', 'docx']);
  });
  it('shows stored types as checked boxes and sends values the schema accepts', () => {
    const form = toSystemForm({
      applicationDeadlineDays: 30,
      maxFileSizeMb: 5,
      allowedFileTypes: 'pdf,doc,docx',
      backupsKept: 7,
      requireMfa: false,
    } as SettingsDto);
    expect(form).toEqual({ applicationDeadlineDays: '30', maxFileSizeMb: '5', allowedFileTypes: ['pdf', 'doc', 'docx'], backupsKept: '7', requireMfa: false });
    const parsed = ZSystemSettingsInput.parse(toSystemInput(form));
    expect(parsed).toEqual({ applicationDeadlineDays: 30, maxFileSizeMb: 5, allowedFileTypes: 'pdf,doc,docx', backupsKept: 7, requireMfa: false });
    expect(toSystemInput({ ...form, requireMfa: true }).requireMfa).toBe(true);
    // Sent in the offered order, whatever order the boxes were ticked in.
    expect(toSystemInput({ ...form, allowedFileTypes: ['docx', 'pdf'] }).allowedFileTypes).toBe('pdf,docx');
  });
  it('leaves out stored types the server cannot check, and refuses a form with none', () => {
    expect(toSystemForm({ applicationDeadlineDays: 30, maxFileSizeMb: 5, allowedFileTypes: 'pdf,exe,txt' } as SettingsDto).allowedFileTypes).toEqual(['pdf']);
    const none = ZSystemSettingsInput.safeParse(
      toSystemInput({ applicationDeadlineDays: '30', maxFileSizeMb: '5', allowedFileTypes: [], backupsKept: '7', requireMfa: false }),
    );
    expect(none.success).toBe(false);
    expect(none.error?.issues[0]?.message).toBe('List at least one file type');
    expect(ZSystemSettingsInput.safeParse({ applicationDeadlineDays: 30, maxFileSizeMb: 5, allowedFileTypes: 'pdf,exe' }).error?.issues[0]?.message).toBe(
      'Allowed file types are pdf, doc and docx only (the server checks each file by its contents)',
    );
  });
});

describe('notification options', () => {
  it('lists the five switches with the spec defaults', () => {
    expect(NOTIFICATION_OPTIONS.map((o) => [o.label, o.default])).toEqual([
      ['New applications', true],
      ['New job posts', true],
      ['Blog comments', false],
      ['Weekly summary', true],
      ['Browser notifications', true],
    ]);
  });
});

describe('siteSwitchesTurnedOn', () => {
  const off = { maintenanceMode: false, jobAutoApproval: false };
  it('lists the switches a save would turn on', () => {
    expect(siteSwitchesTurnedOn(off, off)).toEqual([]);
    expect(siteSwitchesTurnedOn(off, { maintenanceMode: true, jobAutoApproval: false })).toEqual(['maintenanceMode']);
    expect(siteSwitchesTurnedOn(off, { maintenanceMode: true, jobAutoApproval: true })).toEqual(['maintenanceMode', 'jobAutoApproval']);
  });
  it('needs no confirmation to keep a switch on or to turn it off', () => {
    const on = { maintenanceMode: true, jobAutoApproval: true };
    expect(siteSwitchesTurnedOn(on, on)).toEqual([]);
    expect(siteSwitchesTurnedOn(on, off)).toEqual([]);
  });
});
