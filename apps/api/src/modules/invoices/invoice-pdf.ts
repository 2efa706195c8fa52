import type { TInvoice } from '@immora/shared/invoices';
import { renderPdf, type Pdf } from '../../lib/pdf.ts';

const money = (amount: number) => new Intl.NumberFormat('en-BE', { style: 'currency', currency: 'EUR' }).format(amount);
const day = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Brussels' }).format(new Date(iso));

const COLUMNS = [
  { label: 'Description', x: 50, width: 190, align: 'left' },
  { label: 'Plan duration', x: 245, width: 80, align: 'left' },
  { label: 'Price', x: 330, width: 70, align: 'right' },
  { label: 'Quantity', x: 405, width: 50, align: 'right' },
  { label: 'Total', x: 460, width: 85, align: 'right' },
] as const;

function row(doc: Pdf, y: number, values: string[], bold = false) {
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  COLUMNS.forEach((column, i) => doc.text(values[i] ?? '', column.x, y, { width: column.width, align: column.align }));
}

/** One invoice on its own page(s): seller, customer (with VAT number), lines, net, 21 % VAT, total. */
function drawInvoice(doc: Pdf, invoice: TInvoice) {
  doc.font('Helvetica-Bold').fontSize(22).text('Immora', 50, 50);
  doc.font('Helvetica').fontSize(9).fillColor('#555').text('Belgian real-estate marketplace', 50, 76);
  doc.fillColor('#000').font('Helvetica-Bold').fontSize(16).text(`Invoice ${invoice.number}`, 300, 50, {
    width: 245,
    align: 'right',
  });
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`Date: ${day(invoice.date)}`, 300, 74, { width: 245, align: 'right' })
    .text(`Status: ${invoice.status}`, { width: 245, align: 'right' });

  const { customer } = invoice;
  doc.font('Helvetica-Bold').fontSize(11).text('Bill to', 50, 120);
  doc.font('Helvetica').fontSize(10);
  for (const line of [customer.company, customer.name, customer.address, customer.email]) if (line) doc.text(line);
  if (customer.vatNumber) doc.text(`VAT number: ${customer.vatNumber}`);

  let y = Math.max(doc.y + 24, 210);
  row(
    doc,
    y,
    COLUMNS.map((c) => c.label),
    true,
  );
  doc
    .moveTo(50, y + 15)
    .lineTo(545, y + 15)
    .stroke();
  y += 22;
  for (const line of invoice.lines) {
    row(doc, y, [
      line.description,
      line.planDuration === 'year' ? 'Yearly' : 'Monthly',
      money(line.price),
      String(line.quantity),
      money(line.total),
    ]);
    y += 20;
  }
  doc.moveTo(330, y).lineTo(545, y).stroke();
  y += 8;
  const totals: [string, string, boolean][] = [
    ['Net amount', money(invoice.net), false],
    [`VAT ${invoice.vatRate} %`, money(invoice.vat), false],
    ['Total amount', money(invoice.totalAmount), true],
  ];
  for (const [label, value, bold] of totals) {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(label, 330, y, { width: 120 }).text(value, 460, y, { width: 85, align: 'right' });
    y += 18;
  }
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#555')
    .text(
      `Prices include ${invoice.vatRate} % Belgian VAT. Remaining credits: ${invoice.remainingCredits}.`,
      50,
      y + 20,
      {
        width: 495,
      },
    )
    .fillColor('#000');
}

/** The invoices as one PDF, one invoice per page. */
export function invoicesPdf(list: TInvoice[]) {
  const title = list.length === 1 ? `Invoice ${list[0]!.number}` : `Invoices (${list.length})`;
  return renderPdf(title, (doc) => {
    list.forEach((invoice, i) => {
      if (i > 0) doc.addPage();
      drawInvoice(doc, invoice);
    });
  });
}

export const invoicePdfName = (list: TInvoice[]) =>
  list.length === 1 ? `invoice-${list[0]!.number}.pdf` : `invoices-${list.length}.pdf`;
