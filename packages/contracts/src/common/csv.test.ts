import { describe, expect, it } from 'vitest';
import { csvCell, csvChunks, toCsv } from './csv';

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

  it('streams the very text toCsv writes, a batch at a time', async () => {
    async function* batches() {
      yield [[1, '=x']];
      yield [];
      yield [['a,b', null]];
    }
    const chunks: string[] = [];
    for await (const c of csvChunks(['a', 'b'], batches(), { bom: true })) chunks.push(c);
    expect(chunks).toHaveLength(3);
    expect(chunks.join('')).toBe(
      toCsv(
        ['a', 'b'],
        [
          [1, '=x'],
          ['a,b', null],
        ],
        { bom: true },
      ),
    );
  });
});
