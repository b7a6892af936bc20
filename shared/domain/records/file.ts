// A file an organisation uploaded, as the service keeps it (its bytes in S3).
export const FILE_TYPES = [
  'business_contract',
  'business_registration',
  'patent',
  'affiliation_contract',
  'identity_document',
  'proof_of_address',
  'logo',
  'other',
] as const;
export type FileType = (typeof FILE_TYPES)[number];

export interface FileRecord {
  id: string;
  organisationId: string;
  type: FileType;
  originalName: string;
  /** Detected from the content, never taken from the client. */
  mimeType: string;
  sizeBytes: number;
  objectKey: string;
  reviewedAt: string | null;
  reviewedBy: string | null;
  uploadedBy: string | null;
  createdAt: string;
}
