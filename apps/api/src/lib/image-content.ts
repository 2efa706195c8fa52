/**
 * What an upload's bytes say about themselves, gathered chunk by chunk while it streams to disk
 * (docs/decisions/040-upload-hardening.md): its type by magic bytes, never by its name or the
 * client's content type; whether another program would open it as an archive or a document (a
 * polyglot); and, for a JPEG, how many scans it has (a progressive JPEG with thousands of scans
 * is a few kilobytes that take minutes to decode).
 */
export type ContentFacts = {
  size: number;
  /** The type its first bytes announce, or null for anything but JPEG and PNG. */
  magic: 'jpeg' | 'png' | null;
  /** A ZIP (JAR, DOCX, APK…) end record where archive readers look for it: at the very end. */
  archive: boolean;
  /** A PDF header where PDF readers look for it: in the first 1024 bytes. */
  pdf: boolean;
  /** Start-of-scan markers of a JPEG's image, up to its end marker (0 for a PNG). */
  jpegScans: number;
};

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
const HEAD = 1024;
/** A ZIP end record is 22 bytes plus a comment of at most 65,535. */
const ZIP_END = Buffer.from('PK\x05\x06', 'latin1');
const TAIL = 22 + 0xffff;
const PDF = Buffer.from('%PDF-', 'latin1');
const EMPTY = Buffer.alloc(0);

/** Whether `tail` (the last bytes of a file) ends with a ZIP end record whose comment reaches the end. */
function endsWithZip(tail: Buffer) {
  for (let at = tail.lastIndexOf(ZIP_END); at >= 0; at = at > 0 ? tail.lastIndexOf(ZIP_END, at - 1) : -1) {
    if (at + 22 <= tail.length && at + 22 + tail.readUInt16LE(at + 20) === tail.length) return true;
  }
  return false;
}

/**
 * Walks a JPEG's markers as bytes arrive, counting scans until the end-of-image marker; what
 * follows it (a phone's motion-photo video, a second picture) is not walked. A byte where a
 * marker must be stops the walk: sharp then decides whether the file is readable.
 */
class JpegScanCounter {
  scans = 0;
  private state: 'marker' | 'code' | 'len1' | 'len2' | 'skip' | 'entropy' | 'entropyFF' | 'done' = 'marker';
  private code = 0;
  private remaining = 0;

  push(chunk: Buffer) {
    let i = 0;
    while (i < chunk.length && this.state !== 'done') {
      const byte = chunk[i]!;
      switch (this.state) {
        case 'marker':
          this.state = byte === 0xff ? 'code' : 'done';
          i++;
          break;
        case 'code':
          i++;
          this.marker(byte);
          break;
        case 'len1':
          this.remaining = byte << 8;
          this.state = 'len2';
          i++;
          break;
        case 'len2':
          this.remaining = (this.remaining | byte) - 2;
          i++;
          if (this.remaining < 0) this.state = 'done';
          else this.state = 'skip';
          break;
        case 'skip': {
          const n = Math.min(this.remaining, chunk.length - i);
          this.remaining -= n;
          i += n;
          if (this.remaining === 0) this.state = this.code === 0xda ? 'entropy' : 'marker';
          break;
        }
        case 'entropy': {
          const ff = chunk.indexOf(0xff, i);
          if (ff < 0) i = chunk.length;
          else {
            i = ff + 1;
            this.state = 'entropyFF';
          }
          break;
        }
        case 'entropyFF':
          i++;
          // 0x00 is a stuffed 0xFF, D0–D7 restart markers, FF fill: all part of the scan.
          if (byte === 0x00 || (byte >= 0xd0 && byte <= 0xd7)) this.state = 'entropy';
          else if (byte !== 0xff) this.marker(byte);
          break;
      }
    }
  }

  private marker(code: number) {
    if (code === 0xff) return; // fill bytes before a marker
    if (code === 0xd9) this.state = 'done';
    // SOI, restart markers and TEM stand alone; every other marker has a length.
    else if (code === 0xd8 || code === 0x01 || (code >= 0xd0 && code <= 0xd7)) this.state = 'marker';
    else {
      if (code === 0xda) this.scans++;
      this.code = code;
      this.state = 'len1';
    }
  }
}

/** Collects ContentFacts from the chunks of one file, in order. */
export class ContentProbe {
  private size = 0;
  private head = Buffer.alloc(0);
  private tail: Buffer[] = [];
  private tailBytes = 0;
  private tailStart = 0;
  private jpeg: JpegScanCounter | null = null;
  private decided = false;

  push(chunk: Buffer) {
    this.size += chunk.length;
    if (this.head.length < HEAD) this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD - this.head.length)]);
    // The last chunks, enough to hold the last TAIL bytes.
    this.tail.push(chunk.length > TAIL ? chunk.subarray(chunk.length - TAIL) : chunk);
    this.tailBytes += Math.min(chunk.length, TAIL);
    while (this.tailBytes - this.tail[this.tailStart]!.length >= TAIL) {
      this.tailBytes -= this.tail[this.tailStart]!.length;
      // Let the chunk go now: the list is only compacted now and then.
      this.tail[this.tailStart++] = EMPTY;
    }
    if (this.tailStart > 1024) {
      this.tail = this.tail.slice(this.tailStart);
      this.tailStart = 0;
    }
    if (!this.decided && this.head.length >= JPEG_MAGIC.length) {
      this.decided = true;
      if (this.head.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)) {
        this.jpeg = new JpegScanCounter();
        // The few bytes of earlier chunks (fewer than the magic's), then this one.
        this.jpeg.push(this.head.subarray(0, this.size - chunk.length));
      }
    }
    this.jpeg?.push(chunk);
  }

  /** Bytes the probe keeps (its first and last bytes): bounded, however large the file. */
  get held() {
    return this.head.length + this.tail.reduce((sum, chunk) => sum + chunk.length, 0);
  }

  finish(): ContentFacts {
    const { head } = this;
    const magic = head.subarray(0, JPEG_MAGIC.length).equals(JPEG_MAGIC)
      ? 'jpeg'
      : head.length >= PNG_MAGIC.length && head.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)
        ? 'png'
        : null;
    return {
      size: this.size,
      magic,
      archive: endsWithZip(Buffer.concat(this.tail.slice(this.tailStart)).subarray(-TAIL)),
      pdf: head.includes(PDF),
      jpegScans: this.jpeg?.scans ?? 0,
    };
  }
}

/** The facts of a file held whole (tests, the seed): the same as when it streams. */
export function contentFacts(data: Buffer, chunkSize = 64 * 1024): ContentFacts {
  const probe = new ContentProbe();
  for (let i = 0; i < data.length; i += chunkSize) probe.push(data.subarray(i, i + chunkSize));
  return probe.finish();
}
