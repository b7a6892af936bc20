import { describe, expect, it } from 'vitest';
import { cleanFileName, detectFileType } from '../../../../shared/files/detect-file-type.js';

describe('detectFileType', () => {
  it('recognises PDF, PNG and JPEG by their first bytes only', () => {
    expect(detectFileType(Buffer.from('%PDF-1.7\n...'))).toBe('application/pdf');
    expect(detectFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('image/png');
    expect(detectFileType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
  });

  it('refuses near misses, content shorter than a signature, and signatures not at the start', () => {
    for (const content of [
      Buffer.from('%PDF'),
      Buffer.from(' %PDF-1.4'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b]),
      Buffer.from([0xff, 0xd8]),
      Buffer.from('GIF89a'),
      Buffer.alloc(0),
    ]) {
      expect(detectFileType(content)).toBeUndefined();
    }
  });
});

describe('cleanFileName', () => {
  it('keeps the last path segment, without control characters, at most 255 characters', () => {
    expect(cleanFileName('C:\\Users\\me\\statuts.pdf')).toBe('statuts.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('a\u0000b\nc.png')).toBe('abc.png');
    expect(cleanFileName('x'.repeat(300))).toHaveLength(255);
    expect(cleanFileName('')).toBe('file');
    expect(cleanFileName(undefined)).toBe('file');
  });
});
