import { describe, expect, it } from 'vitest';
import { greeting, isGreetableName } from '../../src/features/mail/mail-templates.ts';

describe('isGreetableName', () => {
  it('echoes a plain name, in any script, with initials, hyphens and apostrophes', () => {
    for (const name of ['Pat Sender', 'J.R.R. Tolkien', "Siobhán O'Neill-Ng", 'Dr. Amara Okafor', 'Zoë', '李小龍', 'Jean-Luc Picard Jr.', 'Mr.Smith']) {
      expect(isGreetableName(name), name).toBe(name !== 'Mr.Smith');
    }
    expect(greeting('  Pat Sender ')).toBe('Hello Pat Sender,');
  });

  it('does not echo a link or anything a mail client would make one, an @, control characters or line breaks', () => {
    for (const name of [
      'Hello Claim prize at http://evil.example',
      'hxxps://evil.example',
      'Visit www.evil.example now',
      'WWW.EVIL.EXAMPLE',
      'evil.example',
      'Claim at evil.co',
      'prize at xn--80ak6aa92e.com',
      'evil。example',
      'evil．example',
      'Sam 10.example',
      'sam@evil.example',
      'Sam @ home',
      'Pat\nClaim your prize',
      'Pat\r\nBcc: x',
      'Pat\u2028Claim',
      'Pat\u202eemaxe',
      'Pat\u0007',
      'Pat\u200b',
      'x'.repeat(81),
      '',
      '   ',
      null,
      undefined,
    ]) {
      expect(isGreetableName(name), JSON.stringify(name)).toBe(false);
      expect(greeting(name)).toBe('Hello,');
    }
  });

  it('answers at once on long hostile input (linear patterns)', () => {
    const started = performance.now();
    for (const text of ['a.'.repeat(50_000), '-'.repeat(100_000) + '.', 'w'.repeat(100_000), ':/'.repeat(50_000)]) isGreetableName(text.slice(0, 80));
    for (const text of ['a.'.repeat(50_000), '-'.repeat(100_000) + '.', 'w'.repeat(100_000)]) greeting(text);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
