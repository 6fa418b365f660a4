import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('defuses every cell a spreadsheet would run as a formula', () => {
    for (const s of ['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx']) expect(csvCell(s).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvCell('a=1')).toBe('a=1');
  });

  it('quotes commas, quotes and line breaks, and writes nothing for null', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(4.5)).toBe('4.5');
  });

  it('writes CRLF lines, with a BOM when asked', () => {
    expect(toCsv(['a', 'b'], [[1, '=x']])).toBe("a,b\r\n1,'=x\r\n");
    expect(toCsv(['机器人'], [], { bom: true })).toBe('\uFEFF机器人\r\n');
  });
});
