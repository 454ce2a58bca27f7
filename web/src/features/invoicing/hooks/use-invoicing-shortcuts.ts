// The invoicing page's shortcuts, registered for the whole signed-in app so that pressing one
// elsewhere says 'Not on Quotations page'; on /invoicing they run what the page and its open tab
// provide with `useInvoicingCommands`. Ctrl/Cmd+1..3 switch tabs, as on the task page.
import { SHORTCUT_WRONG_PAGE } from '@practice-desk/contracts';
import { useEffect, useRef } from 'react';
import { create } from 'zustand';
import type { Shortcut } from '../../../lib/shortcuts/shortcut-store';
import { useShortcuts } from '../../../lib/shortcuts/use-shortcuts';

export type InvoicingCommand = 'tab1' | 'tab2' | 'tab3' | 'refresh' | 'selectAll' | 'generateSelected';
type Commands = Partial<Record<InvoicingCommand, () => void>>;

const commandStore = create<{ commands: Commands; merge(commands: Commands): void }>((set) => ({
  commands: {},
  merge: (commands) => set((s) => ({ commands: { ...s.commands, ...commands } })),
}));

/** Provides commands while the caller is mounted; the handlers always see its fresh props. */
export function useInvoicingCommands(commands: Commands) {
  const latest = useRef(commands);
  latest.current = commands;
  const names = Object.keys(commands).sort().join('|');
  useEffect(() => {
    const keys = names.split('|') as InvoicingCommand[];
    const { merge } = commandStore.getState();
    merge(Object.fromEntries(keys.map((k) => [k, () => latest.current[k]?.()])));
    return () => merge(Object.fromEntries(keys.map((k) => [k, undefined])));
  }, [names]);
}

const LIST: [InvoicingCommand, string, string, string][] = [
  ['tab1', 'mod+alt+shift+1', 'Pending Invoices tab', 'Show the tasks waiting for an invoice'],
  ['tab2', 'mod+alt+shift+2', 'Invoices Generated tab', 'Show the invoices not sent yet'],
  ['tab3', 'mod+alt+shift+3', 'Invoices Sent tab', 'Show the invoices sent to clients'],
  ['refresh', 'mod+alt+r', 'Refresh', 'Reload the current list'],
  ['selectAll', 'mod+alt+a', 'Select all', 'Tick every pending task, or clear them'],
  ['generateSelected', 'mod+alt+g', 'Generate invoices', 'Generate invoices for the ticked tasks'],
];

export function useInvoicingShortcuts() {
  useShortcuts(
    LIST.map(
      ([command, keys, name, description]): Shortcut => ({
        id: `invoicing.${command}`,
        name,
        description,
        category: 'Quotations',
        keys,
        contextPaths: ['/invoicing'],
        wrongPageMessage: SHORTCUT_WRONG_PAGE.invoicing,
        handler: () => commandStore.getState().commands[command]?.(),
      }),
    ),
  );
}
