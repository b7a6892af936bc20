// Small, valid documents built in the test: a 1x1 PNG, a minimal PDF, a JPEG header, and a
// multipart upload helper.
import { deflateSync } from 'node:zlib';
import type { HttpClient } from '../../support/test-app.js';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 1x1 PNG of the given RGB colour. */
export function tinyPng(rgb: [number, number, number] = [0x12, 0x34, 0x56]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0); // width
  ihdr.writeUInt32BE(1, 4); // height
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: truecolour
  // compression, filter, interlace: 0
  const scanline = Buffer.from([0, ...rgb]); // filter byte 0, then one RGB pixel
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(scanline)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function tinyPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
      'trailer<</Root 1 0 R>>\n%%EOF\n',
    'latin1',
  );
}

export function tinyJpeg(): Buffer {
  return Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0', 'latin1'), Buffer.alloc(32)]);
}

export function uploadForm(fields: { type?: string; content?: Buffer; name?: string; declaredType?: string }): FormData {
  const form = new FormData();
  if (fields.type !== undefined) form.append('type', fields.type);
  if (fields.content !== undefined) {
    form.append('file', new Blob([fields.content], { type: fields.declaredType ?? 'application/octet-stream' }), fields.name ?? 'document');
  }
  return form;
}

export async function upload(
  http: HttpClient,
  organisationId: string,
  cookie: string,
  fields: { type?: string; content?: Buffer; name?: string; declaredType?: string },
) {
  return http.request('POST', `/organisations/${organisationId}/files`, {
    headers: { cookie },
    rawBody: uploadForm(fields),
  });
}
