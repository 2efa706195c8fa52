import PDFDocument from 'pdfkit';

export type Pdf = InstanceType<typeof PDFDocument>;

/**
 * A PDF drawn by `draw` (pdfkit, its built-in Helvetica: text stays extractable and searchable),
 * as one Buffer. Thin on purpose: each document's layout lives with its module.
 */
export function renderPdf(title: string, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Author: 'Immora' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}
