import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Real image bytes for the upload hardening tests (docs/decisions/040): a picture drawn with
 * sharp, and the hostile files built from real ones (bombs, polyglots, hidden payloads).
 */

/** A gradient with a circle, so the encoders have something to encode. */
export const drawn = (width: number, height: number, circle = '#fff') =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
        <defs><linearGradient id="g"><stop offset="0" stop-color="#1d4e89"/><stop offset="1" stop-color="#ffb000"/></linearGradient></defs>
        <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="${circle}"/>
      </svg>`,
    ),
  );

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
};

/**
 * A valid black-and-white PNG (1 bit a pixel) of any size: 119 megapixels take 15 KB, and
 * decode to 119 MB. The classic decompression bomb.
 */
export function bilevelPng(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter 0, all black
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A ZIP archive of one stored (uncompressed) file: what `unzip` or a JAR loader opens. */
export function zipOf(name: string, content: string) {
  const file = Buffer.from(name, 'latin1');
  const data = Buffer.from(content, 'latin1');
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(file.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(file.length, 28);
  const centralAt = local.length + file.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + file.length, 12);
  end.writeUInt32LE(centralAt, 16);
  return Buffer.concat([local, file, data, central, file, end]);
}

/** A JPEG with a comment segment (COM) holding `text` right after its start marker. */
export function withJpegComment(jpeg: Buffer, text: string) {
  const body = Buffer.from(text, 'latin1');
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, body, jpeg.subarray(2)]);
}

/**
 * A progressive JPEG whose last scan is repeated `extra` times: a valid header, a few kilobytes
 * more, and each scan makes the decoder go over the whole picture again (a CPU bomb).
 */
export function manyScans(progressive: Buffer, extra: number) {
  const lastScan = progressive.lastIndexOf(Buffer.from([0xff, 0xda]));
  const end = progressive.length - 2; // the end-of-image marker
  const scan = progressive.subarray(lastScan, end);
  return Buffer.concat([
    progressive.subarray(0, end),
    ...Array.from({ length: extra }, () => scan),
    progressive.subarray(end),
  ]);
}
