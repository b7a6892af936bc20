// The words of the payments CSV export (issue 29) in English (same keys as exports-fr.ts).
import type { exportsFr } from './exports-fr.js';

export const exportsEn: Record<keyof typeof exportsFr, string> = {
  exportStart: 'Export to CSV',
  exportHint: 'Exports every payment of the filters shown, to a file spreadsheets open.',
  exportPending: 'Export requested: it starts in a moment.',
  exportRunning: 'Export in progress. Payments written: {count}.',
  exportSucceeded: 'Export finished. Payments in the file: {count}.',
  exportFailed: 'The export failed. Start it again.',
  exportDownload: 'Download the CSV file',
  exportDownloadHint: 'The link is valid 5 minutes; the file is kept 24 hours.',
  exportStatus: 'Payments export',
  error_too_many_exports: 'Three exports are already in progress for this organisation. Try again when one has finished.',
  error_export_not_found: 'This export no longer exists (it is kept 24 hours). Start it again.',
};
