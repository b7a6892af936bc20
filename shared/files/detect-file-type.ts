// The type of an uploaded document, recognised from its first bytes. A file's name and the
// type its sender declares are both under the sender's control, so neither is trusted.

export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export type DetectedMimeType = 'application/pdf' | 'image/png' | 'image/jpeg';

const SIGNATURES: ReadonlyArray<{ mimeType: DetectedMimeType; magic: Buffer }> = [
  { mimeType: 'application/pdf', magic: Buffer.from('%PDF-', 'latin1') },
  { mimeType: 'image/png', magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { mimeType: 'image/jpeg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
];

/** The content's type when it is a PDF, PNG or JPEG; undefined for anything else. */
export function detectFileType(content: Buffer): DetectedMimeType | undefined {
  return SIGNATURES.find(({ magic }) => content.length >= magic.length && content.subarray(0, magic.length).equals(magic))
    ?.mimeType;
}

export const isImage = (mimeType: DetectedMimeType) => mimeType === 'image/png' || mimeType === 'image/jpeg';

/**
 * The name kept for display and downloads: its last path segment, without control
 * characters, at most 255 characters.
 */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 255);
  return cleaned || 'file';
}
