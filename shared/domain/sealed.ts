// A secret sealed by envelope encryption (shared/aws/kms.ts), as the store keeps it.
/** The stored form of a sealed value (JSON-safe). */
export interface Sealed {
  v: 1;
  /** The data key, encrypted by KMS. */
  edk: string;
  iv: string;
  tag: string;
  ct: string;
}
