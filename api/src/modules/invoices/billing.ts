// What an invoice says, decided once at generation and frozen: supplier and client details,
// place of supply, lines per task, taxes and totals, terms. Pure: no database here.
import { invoiceTotals, type Preferences, stateName, type TaxRegime } from '@practice-desk/contracts';
import type { invoiceLines, invoiceSettings, invoices, PartySnapshot } from '../../db/schema';
import type { BillableTask, ClientRecord } from './selection';

export type SettingsRecord = typeof invoiceSettings.$inferSelect;
type InvoiceValues = typeof invoices.$inferInsert;
type LineValues = Omit<typeof invoiceLines.$inferInsert, 'orgId' | 'invoiceId'>;

/** The practice's state: the one chosen in settings, else its GSTIN's first two digits. */
export function supplierStateOf(settings: SettingsRecord): string | null {
  return settings.stateCode ?? settings.gstNumber?.slice(0, 2) ?? null;
}

/** The client's state: its GSTIN's first two digits, else the state chosen for an unregistered client. */
export function recipientStateOf(client: ClientRecord): string | null {
  return client.gstin?.slice(0, 2) ?? client.stateCode ?? null;
}

/** GST applies (so the place of supply decides the split) when an Indian-style practice has a GSTIN. */
export function chargesGst(settings: SettingsRecord, preferences: Preferences): boolean {
  return preferences.country !== 'Other' && !!settings.gstNumber;
}

export function regimeFor(
  settings: SettingsRecord,
  preferences: Preferences,
  client: ClientRecord,
): TaxRegime {
  return {
    supplierGstin: settings.gstNumber,
    supplierStateCode: supplierStateOf(settings),
    recipientStateCode: recipientStateOf(client),
    gstRateBp: settings.gstRateBp,
    country: preferences.country,
    taxLabels: preferences.taxColumns,
    customTaxes: preferences.customTaxes,
  };
}

export function supplierOf(settings: SettingsRecord) {
  const code = supplierStateOf(settings);
  return {
    name: settings.companyName,
    address: settings.companyAddress,
    email: settings.companyEmail || null,
    phone: settings.companyPhone || null,
    gstin: settings.gstNumber,
    stateCode: code,
    stateName: code ? (stateName(code) ?? null) : null,
    bankName: settings.bankName,
    branchName: settings.branchName,
    accountNumber: settings.accountNumber,
    ifscCode: settings.ifscCode,
  };
}

export function billedToOf(client: ClientRecord): PartySnapshot {
  const code = recipientStateOf(client);
  return {
    name: client.name,
    address: client.address ?? '',
    email: client.email,
    phone: client.phone,
    gstin: client.gstin,
    stateCode: code,
    stateName: code ? (stateName(code) ?? null) : null,
  };
}

/** The terms of invoice settings, then the preferences' invoice terms when set. */
function termsOf(settings: SettingsRecord, preferences: Preferences): string | null {
  const parts = [settings.defaultTerms, preferences.invoiceTerms].map((t) => t.trim()).filter(Boolean);
  return parts.length ? [...new Set(parts)].join('\n\n') : null;
}

export interface InvoiceDraft {
  invoice: Omit<InvoiceValues, 'orgId' | 'invoiceNumber' | 'sequence' | 'financialYear'>;
  lines: LineValues[];
}

export function draftInvoice(input: {
  settings: SettingsRecord;
  preferences: Preferences;
  client: ClientRecord;
  tasks: BillableTask[];
  invoiceDate: string;
  dueDate: string;
  createdBy: string;
}): InvoiceDraft {
  const { settings, preferences, client } = input;
  const lines = input.tasks.map((task, position) => ({
    taskId: task.id,
    position,
    description: task.subTask ? `${task.task} – ${task.subTask}` : task.task,
    sac: settings.sacCode,
    quantity: 1,
    ratePaise: task.quotationPaise,
    amountPaise: task.quotationPaise,
    gstRateBp: settings.gstRateBp,
    assigneeName: settings.showTaskAssignee ? task.assigneeName : null,
  }));
  const totals = invoiceTotals(
    lines.map((l) => l.amountPaise),
    regimeFor(settings, preferences, client),
  );
  const billedTo = billedToOf(client);
  return {
    invoice: {
      clientId: client.id,
      status: 'Generated',
      invoiceDate: input.invoiceDate,
      dueDate: input.dueDate,
      supplier: supplierOf(settings),
      billedTo,
      placeOfSupply:
        billedTo.stateCode && billedTo.stateName
          ? { stateCode: billedTo.stateCode, stateName: billedTo.stateName }
          : null,
      taxes: totals.taxes.map((t) => ({ name: t.name, rateBp: t.rateBp, amountPaise: t.amountPaise })),
      subtotalPaise: totals.subtotalPaise,
      taxPaise: totals.taxPaise,
      roundOffPaise: totals.roundOffPaise,
      totalPaise: totals.totalPaise,
      terms: termsOf(settings, preferences),
      createdBy: input.createdBy,
    },
    lines,
  };
}
