// The workbook's shared-string table: each distinct short text written once, cells naming it by
// its index. An export repeats a few hundred names (clients, people, statuses, task names) across
// 100,000 rows; naming them shrinks the sheet's XML by ~40%, and with it the time spent encoding,
// checking and deflating it. Bounded: past the limit a new text is written in its cell (inline).
import { textElement } from './sheet-xml';
import type { PutText } from './zip-stream';

/** Longer texts are rarely repeated and would hold memory for nothing. */
const MAX_SHARED_LENGTH = 256;
/** Characters the table may hold across all its texts (~8 MB of strings at most). */
const MAX_TABLE_CHARACTERS = 4_000_000;

export class SharedStrings {
  private readonly indexes = new Map<string, number>();
  private readonly items: string[] = [];
  private characters = 0;
  private uses = 0;

  /** The index of `text` in the table, added if new; undefined when it is to be written inline. */
  readonly indexOf = (text: string): number | undefined => {
    let index = this.indexes.get(text);
    if (index === undefined) {
      if (text.length > MAX_SHARED_LENGTH || this.characters + text.length > MAX_TABLE_CHARACTERS)
        return undefined;
      index = this.items.length;
      this.indexes.set(text, index);
      this.items.push(`<si>${textElement(text)}</si>`);
      this.characters += text.length;
    }
    this.uses += 1;
    return index;
  };

  /** The table's part (xl/sharedStrings.xml) after its XML declaration and namespace. */
  async write(put: PutText, declaration: string, namespace: string): Promise<void> {
    await put(
      `${declaration}<sst xmlns="${namespace}" count="${this.uses}" uniqueCount="${this.items.length}">`,
    );
    for (const item of this.items) await put(item);
    await put('</sst>');
  }
}
