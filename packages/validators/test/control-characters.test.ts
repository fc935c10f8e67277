import { describe, expect, it } from 'vitest';
import { MSG, ZContactInput, ZJobFilterInput, str, text } from '../src/index.ts';

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

  it('applies to the shared helpers and the search filters', () => {
    expect(text('Required').safeParse('x\u0000').error?.issues[0]?.message).toBe(MSG.controlCharacters);
    expect(ZJobFilterInput.safeParse({ query: 'fork\u0000lift' }).success).toBe(false);
    const contact = ZContactInput.safeParse({ name: 'Ada', email: 'ada@example.com\u0000', phone: '4165550199', subject: 'Hello', message: 'Hello there!' });
    expect(contact.error?.issues.map((i) => i.message)).toContain(MSG.controlCharacters);
  });
});
