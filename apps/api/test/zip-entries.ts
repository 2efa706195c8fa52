import yauzl from 'yauzl';

/** Every file of a zip, by path (tests only: the whole archive in memory). */
export async function zipEntries(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, file) => (err ? reject(err) : resolve(file))),
  );
  const files = new Map<string, Buffer>();
  return new Promise((resolve, reject) => {
    archive.on('error', reject);
    archive.on('end', () => resolve(files));
    archive.on('entry', (entry: yauzl.Entry) => {
      archive.openReadStream(entry, (err, stream) => {
        if (err) return reject(err);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          files.set(entry.fileName, Buffer.concat(chunks));
          archive.readEntry();
        });
      });
    });
    archive.readEntry();
  });
}
