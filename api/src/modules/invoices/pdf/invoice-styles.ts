// The invoice's print stylesheet: A4, system fonts only (nothing is fetched), boxed sections in
// the usual Indian tax invoice layout, amounts in tabular figures.
export const INVOICE_CSS = `
*, *::before, *::after { box-sizing: border-box; }
@page { size: A4; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body {
  margin: 0; color: #1f2328; font-size: 9pt; line-height: 1.4;
  font-family: "Noto Sans", "Liberation Sans", "DejaVu Sans", Arial, Helvetica, sans-serif;
}
h1, h2, h3, p { margin: 0; }
table { border-collapse: collapse; width: 100%; }
.draft-banner { margin: 0 0 4pt; padding: 3pt 6pt; border: 1pt solid #b42318; color: #b42318; font-weight: 700; text-align: center; letter-spacing: 0.5pt; }
.draft-watermark { position: fixed; top: 45%; left: 0; right: 0; text-align: center; font-size: 110pt; font-weight: 700; color: rgba(180, 35, 24, 0.12); transform: rotate(-30deg); pointer-events: none; z-index: 10; }
.invoice { border: 0.75pt solid #6e7781; -webkit-box-decoration-break: clone; box-decoration-break: clone; }
.box { padding: 6pt 8pt; }
.rule { border-top: 0.75pt solid #6e7781; }
.cols { display: flex; }
.cols > * { flex: 1 1 0; min-width: 0; }
.cols > * + * { border-left: 0.75pt solid #6e7781; }
.label { color: #57606a; font-size: 7.5pt; text-transform: uppercase; letter-spacing: 0.04em; }
.muted { color: #57606a; }
.multiline { white-space: pre-line; }
.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
.nowrap { white-space: nowrap; }
.heading { display: flex; justify-content: space-between; align-items: flex-start; gap: 12pt; }
.supplier { display: flex; gap: 10pt; align-items: flex-start; }
.logo { max-height: 56pt; max-width: 120pt; object-fit: contain; }
.supplier-name { font-size: 14pt; line-height: 1.2; margin-bottom: 2pt; }
.title { text-align: right; flex: none; }
.title h1 { font-size: 15pt; letter-spacing: 0.08em; text-transform: uppercase; }
.copy { font-size: 7.5pt; color: #57606a; text-transform: uppercase; letter-spacing: 0.04em; }
.cols > .side { flex: 0 0 44%; }
/* A receipt's amounts have long labels (the TDS section, "Settled by this receipt") beside a
   mostly empty words box: they get the wider half. */
.cols > .side.wide { flex-basis: 56%; }
.meta b { font-size: 10pt; }
.party-name { font-size: 10.5pt; font-weight: 700; margin: 1pt 0; }
.lines th { background: #eaeef2; font-size: 7.5pt; text-transform: uppercase; letter-spacing: 0.03em;
  text-align: left; padding: 4pt 6pt; border-bottom: 0.75pt solid #6e7781; }
.lines th.num { text-align: right; }
.lines td { padding: 4pt 6pt; vertical-align: top; border-bottom: 0.5pt solid #d0d7de; }
.lines tr { break-inside: avoid; }
.lines .sno { width: 26pt; }
.lines .sac { width: 52pt; }
.lines .qty { width: 34pt; }
.lines .money { width: 72pt; }
.lines .disc { width: 62pt; }
.lines .rate { width: 44pt; }
.lines .subtotal td { font-weight: 600; border-bottom: none; }
.reimbursements { break-inside: avoid; }
.reimbursements > .box { padding-bottom: 2pt; }
.assignee { font-size: 7.5pt; color: #57606a; }
.totals td { padding: 2.5pt 8pt; }
.totals .grand td { font-size: 11pt; font-weight: 700; border-top: 0.75pt solid #6e7781; padding-top: 4pt;
  background: #eaeef2; }
.words p { font-weight: 600; margin-top: 2pt; }
.summary, .closing { break-inside: avoid; }
.bank td { padding: 1pt 8pt 1pt 0; vertical-align: top; }
.bank td:first-child { color: #57606a; width: 80pt; }
.section + .section { margin-top: 6pt; }
.upi { display: flex; gap: 8pt; align-items: center; break-inside: avoid; }
.upi-qr { width: 72pt; height: 72pt; flex: none; }
.sign { display: flex; flex-direction: column; align-items: flex-end; justify-content: space-between;
  text-align: right; min-height: 90pt; }
.signature { max-height: 48pt; max-width: 150pt; object-fit: contain; }
.signatory { border-top: 0.5pt solid #6e7781; padding-top: 2pt; min-width: 130pt; text-align: center; }
`;
