// Request shape of POST /organisations/{id}/files (multipart/form-data): the text fields the action
// parses, and the name of the one file part. Read by the action and by lib/openapi-operations.ts.
import * as z from 'zod';
import { FILE_TYPES } from '../../../shared/domain/records/file.js';

/** The text fields of the upload form. */
export const uploadFields = z.object({ type: z.enum(FILE_TYPES) }).strict();

/** The form part that carries the document (10 MB, PDF, PNG or JPEG). */
export const UPLOAD_FILE_FIELD = 'file';
