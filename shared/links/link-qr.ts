// A payment link's address as a QR code, for a merchant to print (a market stall, a shop
// counter): SVG for print shops and PNG for chat apps. uqr encodes the code; the PNG is a
// 1-bit grayscale image written with node's zlib (a PNG is a signature and three chunks).
import { crc32, deflateSync } from 'node:zlib';
import { encode, renderSVG } from 'uqr';

/** Medium error correction: a printed code survives a fold or a smudge. */
const OPTIONS = { ecc: 'M' as const, border: 4 };

export const linkQrSvg = (url: string): string => renderSVG(url, OPTIONS);

/** The code as a PNG, `scale` pixels per module (quiet zone included). */
export function linkQrPng(url: string, scale = 8): Buffer {
  const { data, size } = encode(url, OPTIONS);
  const width = size * scale;
  const rowBytes = Math.ceil(width / 8);
  const raw = Buffer.alloc((rowBytes + 1) * width);
  for (let y = 0; y < width; y += 1) {
    const row = data[Math.floor(y / scale)]!;
    const offset = y * (rowBytes + 1); // the filter byte (0: none) starts each row
    for (let x = 0; x < width; x += 1) {
      // Bit 1 is white in 1-bit grayscale: set the light modules.
      if (!row[Math.floor(x / scale)]) raw[offset + 1 + (x >> 3)] = raw[offset + 1 + (x >> 3)]! | (0x80 >> (x & 7));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(width, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // grayscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])) >>> 0, 0);
  return Buffer.concat([head, body, crc]);
}
