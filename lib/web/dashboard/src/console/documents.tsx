// An organisation's documents in the console: type, name, size, when uploaded, reviewed or not.
// Compliance opens each through its 5-minute address (a PDF or an image shown by the browser in a
// new tab, anything else saved; each opening is in the organisation's audit trail) and marks it
// reviewed; the other roles read the list. After an action the focus goes to what changed.
import { useEffect, useRef, useState } from 'preact/hooks';
import { consoleApi, type StaffFile } from './api.js';
import { lang, LANGS, t, type MessageKey } from '../i18n/index.js';
import { useAction } from '../action.js';
import { formatDateTime, useLoad } from '../load.js';
import { busyAttributes, FormError } from '../ui.js';
import { Row } from '../widgets.js';
import { staffCan } from './roles.js';

function formatSize(bytes: number): string {
  const locale = LANGS[lang.get()].locale;
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [Math.max(bytes / 1024, 0.1), 'kilobyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

const INLINE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];

export function DocumentList({ organisationId, onReviewed }: { organisationId: string; onReviewed?: () => void }) {
  const files = useLoad(() => consoleApi.files(organisationId), [organisationId], { anyOrganisation: true });
  return (
    <>
      <FormError message={files.error} />
      {!files.data && !files.error && <p aria-busy="true">{t('loading')}</p>}
      {files.data && files.data.length === 0 && <p class="muted">{t('orgFilesNone')}</p>}
      {files.data && files.data.length > 0 && (
        <ul class="cards" data-testid="documents">
          {files.data.map((file) => (
            <DocumentCard
              key={file.id}
              organisationId={organisationId}
              file={file}
              onReviewed={(reviewed) => {
                files.set(files.data!.map((f) => (f.id === reviewed.id ? reviewed : f)));
                onReviewed?.();
              }}
            />
          ))}
        </ul>
      )}
    </>
  );
}

function DocumentCard({ organisationId, file, onReviewed }: { organisationId: string; file: StaffFile; onReviewed: (file: StaffFile) => void }) {
  const [opened, setOpened] = useState<{ url: string; expiresAt: string; disposition: 'inline' | 'attachment' } | undefined>();
  const [justReviewed, setJustReviewed] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const review = useRef<HTMLParagraphElement>(null);
  const action = useAction();
  useEffect(() => {
    if (opened) link.current?.focus();
  }, [opened]);
  useEffect(() => {
    if (justReviewed) review.current?.focus();
  }, [justReviewed]);
  const name = file.originalName;
  return (
    <li class="card" data-file={file.id} data-reviewed={file.reviewedAt ? 'yes' : 'no'}>
      <h3><bdi dir="auto">{name}</bdi></h3>
      <dl class="facts">
        <Row label={t('orgFileType')}>{t(`fileType_${file.type}` as MessageKey)}</Row>
        <Row label={t('orgFileSize')}>{formatSize(file.sizeBytes)}</Row>
        <Row label={t('orgFileUploadedOn')}>{formatDateTime(file.createdAt)}</Row>
      </dl>
      <p ref={review} tabIndex={-1} data-testid="review-state">
        {file.reviewedAt ? t('orgFileReviewed', { date: formatDateTime(file.reviewedAt) }) : t('orgFileNotReviewed')}
      </p>
      {(staffCan('openDocument') || (staffCan('reviewDocument') && !file.reviewedAt)) && (
        <div class="actions">
          {staffCan('openDocument') && (
            <button
              type="button"
              class="secondary"
              {...busyAttributes(action.busy)}
              aria-label={t('conOpenDocumentFor', { name })}
              onClick={action.press(async () =>
                setOpened(await consoleApi.openFile(organisationId, file.id, INLINE_TYPES.includes(file.mimeType) ? 'inline' : 'attachment')),
              )}
            >
              {t('conOpenDocument')}
            </button>
          )}
          {staffCan('reviewDocument') && !file.reviewedAt && (
            <button
              type="button"
              {...busyAttributes(action.busy)}
              aria-label={t('conMarkReviewedFor', { name })}
              onClick={action.press(async () => {
                onReviewed(await consoleApi.reviewFile(organisationId, file.id));
                setJustReviewed(true);
              })}
            >
              {t('conMarkReviewed')}
            </button>
          )}
        </div>
      )}
      {opened && (
        <p>
          {opened.disposition === 'inline' ? (
            <a ref={link} href={opened.url} target="_blank" rel="noopener noreferrer" data-testid="document-link">
              {t('conDocumentShow', { name })}
            </a>
          ) : (
            <a ref={link} href={opened.url} download={name} data-testid="document-link">
              {t('orgDownloadLink', { name })}
            </a>
          )}{' '}
          <span class="muted">{t('orgDownloadExpires', { time: formatDateTime(opened.expiresAt) })}</span>
        </p>
      )}
      <FormError message={action.error} />
    </li>
  );
}
