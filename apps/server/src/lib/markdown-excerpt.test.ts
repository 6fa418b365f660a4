import { describe, expect, it } from 'vitest';
import { markdownExcerpt } from './markdown-excerpt';

describe('markdownExcerpt', () => {
  it('keeps the words a reader sees and drops the markdown around them', () => {
    const md =
      '## When a robot does not dock\n\n- Clear the **area** in front of the [dock](/help/2).\n\n| Part | Every |\n| --- | --- |\n| Main brush | 200 h |\n\n![The dock](/x.png) `code` <b>bold</b>';
    expect(markdownExcerpt(md, 500)).toBe(
      'When a robot does not dock Clear the area in front of the dock. Part Every Main brush 200 h The dock code bold',
    );
  });

  it('leaves code blocks out and cuts at the limit with an ellipsis', () => {
    expect(markdownExcerpt('Intro\n```sh\nrm -rf /\n```\nAfter', 100)).toBe('Intro After');
    expect(markdownExcerpt('a'.repeat(200), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});
