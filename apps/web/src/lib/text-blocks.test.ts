import { describe, expect, it } from 'vitest';
import { parseTextBlocks } from './text-blocks';

describe('parseTextBlocks', () => {
  it("reads lines starting with '- ', '• ', '* ' or '– ' as one bulleted list", () => {
    expect(parseTextBlocks('- Valid AZ licence\n• Clean abstract\n* FAST card\n– Drug test')).toEqual([
      { kind: 'list', ordered: false, items: ['Valid AZ licence', 'Clean abstract', 'FAST card', 'Drug test'] },
    ]);
  });

  it('reads numbered lines (1. or 1)) as an ordered list', () => {
    expect(parseTextBlocks('1. Apply online\n2) Phone screen\n10. Start')).toEqual([
      { kind: 'list', ordered: true, items: ['Apply online', 'Phone screen', 'Start'] },
    ]);
  });

  it('separates paragraphs at blank lines and keeps the lines of a paragraph', () => {
    expect(parseTextBlocks('First paragraph,\nsecond line.\n\n  \nSecond paragraph.')).toEqual([
      { kind: 'paragraph', lines: ['First paragraph,', 'second line.'] },
      { kind: 'paragraph', lines: ['Second paragraph.'] },
    ]);
  });

  it('mixes paragraphs and lists without blank lines between them', () => {
    expect(parseTextBlocks('You will need:\n- Safety boots\n- A forklift ticket\nShifts rotate weekly.\n1. Days\n2. Nights\n- Weekends optional')).toEqual([
      { kind: 'paragraph', lines: ['You will need:'] },
      { kind: 'list', ordered: false, items: ['Safety boots', 'A forklift ticket'] },
      { kind: 'paragraph', lines: ['Shifts rotate weekly.'] },
      { kind: 'list', ordered: true, items: ['Days', 'Nights'] },
      { kind: 'list', ordered: false, items: ['Weekends optional'] },
    ]);
  });

  it('carries an indented line on as part of the item above it', () => {
    expect(parseTextBlocks('- Lift up to 25 kg\n  repeatedly through the shift\n- Work in a freezer')).toEqual([
      { kind: 'list', ordered: false, items: ['Lift up to 25 kg repeatedly through the shift', 'Work in a freezer'] },
    ]);
  });

  it('does not take numbers, signs or amounts at the start of a sentence for list markers', () => {
    expect(parseTextBlocks('-5°C freezer work\n1.5 years of experience\n2024 season\n**Bold** start')).toEqual([
      { kind: 'paragraph', lines: ['-5°C freezer work', '1.5 years of experience', '2024 season', '**Bold** start'] },
    ]);
  });

  it('drops empty list items and blank input', () => {
    expect(parseTextBlocks('- \n- Real item\n-')).toEqual([{ kind: 'list', ordered: false, items: ['Real item'] }]);
    expect(parseTextBlocks('')).toEqual([]);
    expect(parseTextBlocks('  \n \n')).toEqual([]);
    expect(parseTextBlocks(null)).toEqual([]);
  });

  it('reads headings only when asked to', () => {
    expect(parseTextBlocks('## Duties\nPick orders')).toEqual([{ kind: 'paragraph', lines: ['## Duties', 'Pick orders'] }]);
    expect(parseTextBlocks('## Duties\nPick orders\n### More', { headings: true })).toEqual([
      { kind: 'heading', level: 2, text: 'Duties' },
      { kind: 'paragraph', lines: ['Pick orders'] },
      { kind: 'heading', level: 3, text: 'More' },
    ]);
  });

  it('keeps markup as text and reads Windows line endings', () => {
    expect(parseTextBlocks('<script>alert(1)</script>\r\n\r\n- <b>x</b>')).toEqual([
      { kind: 'paragraph', lines: ['<script>alert(1)</script>'] },
      { kind: 'list', ordered: false, items: ['<b>x</b>'] },
    ]);
  });
});
