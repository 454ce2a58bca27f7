// Who and what a narration names: an invoice by its number, a client by its name (truncation and
// case forgiven), its PAN or GSTIN, or a saved alias. Indexes built once per run, so a line costs
// a few map lookups per word, never a pass over every client.
import { compact, leastPrefix, nameWords, normalisedWords } from './narration';

export interface NamedClient {
  id: string;
  name: string;
  pan: string | null;
  gstin: string | null;
}

export interface NamedInvoice {
  id: string;
  clientId: string;
  invoiceNumber: string;
}

export interface Alias {
  clientId: string;
  /** Normalised: upper case, single spaces. */
  words: string;
}

/** What the narration was found to name, with the words that named it. */
export interface Naming {
  clients: Map<string, string>;
  invoices: Map<string, string>;
}

const KEY = 4;
const PAN = /(?=([A-Z]{5}[0-9]{4}[A-Z]))/g;

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export class NamingIndex {
  private byNameKey = new Map<string, { clientId: string; name: string; least: number }[]>();
  private byPan = new Map<string, string[]>();
  private byNumberDigits = new Map<string, { invoice: NamedInvoice; compact: string }[]>();
  private aliasesByFirst = new Map<string, Alias[]>();

  constructor(clients: NamedClient[], invoices: NamedInvoice[], aliases: Alias[]) {
    for (const client of clients) {
      const words = nameWords(client.name);
      const name = words.join('');
      if (name)
        push(this.byNameKey, name.slice(0, KEY), { clientId: client.id, name, least: leastPrefix(words) });
      const pans = new Set(
        [client.pan, client.gstin?.slice(2, 12)].filter(Boolean).map((p) => compact(p as string)),
      );
      for (const pan of pans) push(this.byPan, pan, client.id);
    }
    for (const invoice of invoices) {
      const number = compact(invoice.invoiceNumber);
      const digits = /([0-9]+)[^0-9]*$/.exec(invoice.invoiceNumber)?.[1];
      if (digits) push(this.byNumberDigits, String(Number(digits)), { invoice, compact: number });
    }
    for (const alias of aliases) {
      const first = alias.words.split(' ')[0];
      if (first) push(this.aliasesByFirst, first, alias);
    }
  }

  /** The clients and invoices a narration names, each with the words that named it. */
  read(narration: string): Naming {
    const naming: Naming = { clients: new Map(), invoices: new Map() };
    const words = normalisedWords(narration).split(' ').filter(Boolean);
    const text = words.join('');
    const starts: number[] = [];
    let at = 0;
    for (const word of words) {
      starts.push(at);
      at += word.length;
    }
    const boundaries = new Set([...starts, text.length]);
    const wordsCovering = (from: number, to: number) =>
      words.filter((_, i) => (starts[i] as number) >= from && (starts[i] as number) < to).join(' ');

    words.forEach((word, i) => {
      const start = starts[i] as number;
      // The client's name from this word on: whole, or cut short where the narration's word ends.
      if (!/^[0-9]/.test(word))
        for (const entry of this.byNameKey.get(text.slice(start, start + KEY)) ?? []) {
          let p = 0;
          while (p < entry.name.length && text[start + p] === entry.name[p]) p++;
          const whole = p === entry.name.length && (entry.name.length >= 6 || boundaries.has(start + p));
          const cut = p >= entry.least && boundaries.has(start + p);
          if ((whole || cut) && !naming.clients.has(entry.clientId))
            naming.clients.set(entry.clientId, wordsCovering(start, start + p));
        }
      // An alias: its words, in order, from this word on.
      for (const alias of this.aliasesByFirst.get(word) ?? []) {
        const aliasWords = alias.words.split(' ');
        if (aliasWords.every((w, k) => words[i + k] === w) && !naming.clients.has(alias.clientId))
          naming.clients.set(alias.clientId, alias.words);
      }
    });
    // A PAN, alone or inside a GSTIN.
    for (const match of text.matchAll(PAN)) {
      const pan = match[1] as string;
      for (const clientId of this.byPan.get(pan) ?? [])
        if (!naming.clients.has(clientId)) naming.clients.set(clientId, pan);
    }
    // An invoice number: its last digits are a number in the narration, and its letters and
    // digits run together in the narration's, not followed by another digit.
    for (const digits of normalisedWords(narration).match(/[0-9]+/g) ?? []) {
      for (const { invoice, compact: number } of this.byNumberDigits.get(String(Number(digits))) ?? []) {
        let from = text.indexOf(number);
        while (from >= 0 && /[0-9]/.test(text[from + number.length] ?? ''))
          from = text.indexOf(number, from + 1);
        if (from >= 0) naming.invoices.set(invoice.id, invoice.invoiceNumber);
      }
    }
    return naming;
  }
}
