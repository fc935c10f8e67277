import { describe, expect, it } from 'vitest';
import { MSG } from '@app/shared/messages';
import { MAX_TEXT_LENGTH, str, text } from '@app/shared/schemas/base';
import { ZContactInput, ZJobFilterInput } from '@app/shared/schemas/inputs';

describe('control characters', () => {
  it('refuses C0 control characters and DEL, keeps tab, line feed and carriage return', () => {
    const schema = str();
    for (const code of [0, 1, 7, 8, 11, 12, 14, 27, 31, 127]) {
      const result = schema.safeParse(`a${String.fromCharCode(code)}b`);
      expect(result.success, `U+${code.toString(16)}`).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MSG.controlCharacters);
    }
    for (const ok of ['a\tb', 'a\nb', 'a\r\nb', 'café — ok', '']) expect(schema.safeParse(ok).success).toBe(true);
  });

  it('refuses C1 controls (U+0080 to U+009F) and bidirectional overrides and isolates', () => {
    const schema = str();
    for (const code of [0x80, 0x85, 0x9b, 0x9f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      const result = schema.safeParse(`invoice${String.fromCharCode(code)}fdp.exe`);
      expect(result.success, `U+${code.toString(16)}`).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MSG.controlCharacters);
    }
    // Neighbours that are ordinary text: no-break space, é, the left-to-right and right-to-left marks, the word joiner.
    for (const ok of ['a\u00a0b', 'caf\u00e9', 'a\u200eb', 'a\u200fb', 'a\u2060b', 'עברית', 'العربية']) expect(schema.safeParse(ok).success, ok).toBe(true);
  });

  it('refuses lone surrogates (half a character) with their own message, keeps whole emoji and accents', () => {
    const schema = str();
    for (const broken of ['\ud800', 'a\udfffb', '\udc00\ud800', 'Forklift \ud83d', '\ude9a first']) {
      const result = schema.safeParse(broken);
      expect(result.success, JSON.stringify(broken)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MSG.brokenCharacters);
    }
    for (const ok of ['Forklift \ud83d\ude9a driver', '🚚', 'Québec', '𝔘nicode']) expect(schema.safeParse(ok).success, ok).toBe(true);
    // Through the fields built on str(): a job search and the contact form.
    expect(ZJobFilterInput.safeParse({ query: 'driver\ud800' }).success).toBe(false);
    const contact = ZContactInput.safeParse({ name: 'Pat \udc00', email: 'pat@example.com', subject: 'Hello there', message: 'A question about staffing.' });
    expect(contact.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['name', MSG.brokenCharacters]]);
  });

  it("caps the length before any pattern runs, with the field's own message", () => {
    const long = 'a'.repeat(1_000_000);
    expect(
      text('Required', 1, 200)
        .safeParse(long)
        .error?.issues.map((i) => i.message),
    ).toEqual(['Must be at most 200 characters']);
    expect(
      str()
        .safeParse(long)
        .error?.issues.map((i) => i.message),
    ).toEqual([`Must be at most ${MAX_TEXT_LENGTH} characters`]);
    // Spaces around a value that fits are still trimmed away, not refused.
    expect(text('Required', 1, 200).safeParse(`  ${'a'.repeat(200)}  `).success).toBe(true);
  });

  it('applies to the shared helpers and the search filters', () => {
    expect(text('Required').safeParse('x\u0000').error?.issues[0]?.message).toBe(MSG.controlCharacters);
    expect(ZJobFilterInput.safeParse({ query: 'fork\u0000lift' }).success).toBe(false);
    const contact = ZContactInput.safeParse({ name: 'Ada', email: 'ada@example.com\u0000', phone: '4165550199', subject: 'Hello', message: 'Hello there!' });
    expect(contact.error?.issues.map((i) => i.message)).toContain(MSG.controlCharacters);
  });
});
