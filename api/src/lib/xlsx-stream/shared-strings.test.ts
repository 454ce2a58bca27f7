// The shared-string table: a repeated text is one entry, a long one stays in its cell.
import { describe, expect, it } from 'vitest';
import { SharedStrings } from './shared-strings';

describe('the shared-string table', () => {
  it('gives a repeated text one index and counts every use', async () => {
    const table = new SharedStrings();
    expect([table.indexOf('Person 01'), table.indexOf(' spaced '), table.indexOf('Person 01')]).toEqual([
      0, 1, 0,
    ]);
    let xml = '';
    await table.write(
      (text) => {
        xml += text;
        return undefined;
      },
      '',
      'ns',
    );
    expect(xml).toBe(
      '<sst xmlns="ns" count="3" uniqueCount="2"><si><t>Person 01</t></si><si><t xml:space="preserve"> spaced </t></si></sst>',
    );
  });

  it('leaves a long text to be written inline', () => {
    expect(new SharedStrings().indexOf('x'.repeat(300))).toBeUndefined();
  });
});
