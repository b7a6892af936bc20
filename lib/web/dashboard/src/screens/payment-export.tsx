// The payments screen's CSV export (issue 29): starts an export of the filters in the address,
// follows it (rows written) and then offers the file. The link the API gives is valid 5 minutes,
// so the download asks for a fresh one when it is clicked. The state is announced in a live
// region, and focus moves to it once the export is asked.
import { useEffect, useRef, useState } from 'preact/hooks';
import { exportsApi, type ExportFilters, type PaymentExport as ExportState } from '../api/exports.js';
import { t } from '../i18n/index.js';
import { organisationId } from '../session.js';
import { busyAttributes, describeError, FormError } from '../ui.js';
import { idempotencyKey } from '../load.js';

/** How often a pending or running export is read again. */
const POLL_MS = 1_000;

export function PaymentExport({ filters }: { filters: ExportFilters }) {
  const [job, setJob] = useState<ExportState | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const status = useRef<HTMLDivElement>(null);
  const organisation = organisationId.get();

  // Follows the export until it has finished.
  useEffect(() => {
    if (!job || !organisation || (job.status !== 'pending' && job.status !== 'running')) return undefined;
    const timer = setTimeout(() => {
      exportsApi.get(organisation, job.id).then(setJob, (e) => setError(describeError(e)));
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [job, organisation]);

  const start = async () => {
    if (!organisation || busy) return;
    setBusy(true);
    setError('');
    try {
      setJob(await exportsApi.start(organisation, filters, idempotencyKey()));
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
      status.current?.focus();
    }
  };

  const download = async (event: Event) => {
    if (!job || !organisation) return;
    event.preventDefault();
    try {
      const fresh = await exportsApi.get(organisation, job.id);
      setJob(fresh);
      if (fresh.download) window.location.assign(fresh.download.url);
    } catch (e) {
      setError(describeError(e));
    }
  };

  const running = job?.status === 'pending' || job?.status === 'running';
  return (
    <div class="export" data-testid="payments-export">
      <p class="actions">
        <button type="button" onClick={start} disabled={running} {...busyAttributes(busy)} aria-describedby="export-hint">
          {t('exportStart')}
        </button>
        <span id="export-hint" class="muted">{t('exportHint')}</span>
      </p>
      <div ref={status} tabIndex={-1} role="status" aria-label={t('exportStatus')} data-export-status={job?.status ?? ''}>
        {job?.status === 'pending' && <p>{t('exportPending')}</p>}
        {job?.status === 'running' && <p>{t('exportRunning', { count: job.rowsWritten })}</p>}
        {job?.status === 'succeeded' && (
          <p>
            {t('exportSucceeded', { count: job.rowsWritten })}{' '}
            {job.download && (
              <a href={job.download.url} onClick={download} download>
                {t('exportDownload')}
              </a>
            )}{' '}
            <span class="muted">{t('exportDownloadHint')}</span>
          </p>
        )}
        {job?.status === 'failed' && <p>{t('exportFailed')}</p>}
      </div>
      <FormError message={error} />
    </div>
  );
}
