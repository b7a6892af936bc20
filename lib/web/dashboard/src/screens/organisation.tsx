// Organisation: the profile (the legal identity read-only, the contact fields edited and checked
// as the API checks them), the KYB status with what it means, the contract's status (signed by
// our team, so the screen says what happens next), and the documents: upload a PDF, PNG or JPEG
// of 10 MB at most with its progress, the list, a download through the 5-minute address, delete
// while not reviewed. What the member's role may not do is not offered; after each action the
// focus goes to what changed.
import { useEffect, useRef, useState } from 'preact/hooks';
import { ACCEPTED_TYPES, MAX_FILE_BYTES, organisationApi, type Contract, type FileType, type OrganisationFile, type OrganisationProfile, type ProfilePatch } from '../api/organisation.js';
import { lang, LANGS, t, type MessageKey } from '../i18n/index.js';
import { useSignal } from '../i18n/signal.js';
import { useAction } from '../action.js';
import { formatDateTime } from '../load.js';
import { can } from '../permissions.js';
import { organisationId } from '../session.js';
import { ConfirmDialog } from '../shown-once.js';
import { busyAttributes, describeError, focusSoon, FormEnd, FormError, Notice, Page } from '../ui.js';
import { Row } from '../widgets.js';

const FILE_TYPES: FileType[] = ['business_registration', 'patent', 'identity_document', 'proof_of_address', 'business_contract', 'affiliation_contract', 'logo', 'other'];
const fileTypeText = (type: string) => t(`fileType_${type}` as MessageKey);

/** A size in the page's language: `1.2 MB`, `830 kB`. */
function formatSize(bytes: number): string {
  const locale = LANGS[lang.get()].locale;
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [Math.max(bytes / 1024, 0.1), 'kilobyte'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

export function Organisation() {
  const id = useSignal(organisationId);
  const [profile, setProfile] = useState<OrganisationProfile | undefined>();
  const [contract, setContract] = useState<Contract | undefined>();
  const [files, setFiles] = useState<OrganisationFile[] | undefined>();
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const mayViewFiles = can('files.view');
  const mayManageFiles = can('files.manage');

  const loadFiles = async () => {
    if (id && mayViewFiles) setFiles(await organisationApi.files(id));
  };
  useEffect(() => {
    setProfile(undefined);
    setContract(undefined);
    setFiles(undefined);
    setError('');
    setNotice('');
    if (!id) return;
    Promise.all([
      organisationApi.get(id).then(setProfile),
      can('organisation.view') ? organisationApi.contract(id).then(setContract) : Promise.resolve(),
      loadFiles(),
    ]).catch((failure: unknown) => setError(describeError(failure)));
  }, [id]);

  const said = (message: string, selector: string) => {
    setNotice(message);
    focusSoon(selector);
  };

  return (
    <Page title={t('orgTitle')}>
      <FormError message={error} />
      <Notice id="org-notice" message={notice} />
      {!profile && !error && <p aria-busy="true">{t('loading')}</p>}
      {profile && (
        <>
          <ProfileSection profile={profile} onSaved={(saved) => {
            setProfile(saved);
            said(t('orgProfileSaved'), '#org-notice');
          }} />
          <section aria-labelledby="kyb-title" data-testid="kyb">
            <h2 id="kyb-title">{t('orgKybTitle')}</h2>
            <p>
              <span class={`badge kyb-${profile.kybStatus}`} data-status={profile.kybStatus}>{t(`orgKyb_${profile.kybStatus}`)}</span>
            </p>
            <p>{t(`orgKybText_${profile.kybStatus}`)}</p>
          </section>
          <section aria-labelledby="contract-title" data-testid="contract">
            <h2 id="contract-title">{t('orgContractTitle')}</h2>
            {contract?.status === 'signed' || profile.contractSignedAt ? (
              <p><span class="badge step-done" data-status="signed">{t('orgContractSigned')}</span> {formatDateTime(contract?.signedAt ?? profile.contractSignedAt)}</p>
            ) : (
              <>
                <p><span class="badge step-waiting" data-status="unsigned">{t('orgContractUnsigned')}</span></p>
                <p>{t('setupContractWaiting')}</p>
              </>
            )}
          </section>
        </>
      )}
      {mayViewFiles && (
        <section aria-labelledby="documents-title">
          <h2 id="documents-title">{t('orgDocumentsTitle')}</h2>
          {mayManageFiles && id && (
            <UploadForm
              organisationId={id}
              onUploaded={async (file) => {
                await loadFiles();
                said(t('orgFileUploaded', { name: file.originalName }), `li[data-file="${file.id}"]`);
              }}
            />
          )}
          {!files && !error && <p aria-busy="true">{t('loading')}</p>}
          {files && files.length === 0 && <p>{t('orgFilesNone')}</p>}
          {files && files.length > 0 && id && (
            <ul class="cards" data-testid="files">
              {files.map((file) => (
                <FileCard
                  key={file.id}
                  organisationId={id}
                  file={file}
                  mayDelete={mayManageFiles && !file.reviewedAt}
                  onDeleted={async () => {
                    await loadFiles();
                    said(t('orgFileDeleted', { name: file.originalName }), '#org-notice');
                  }}
                />
              ))}
            </ul>
          )}
        </section>
      )}
    </Page>
  );
}

const CONTACT_FIELDS = ['address', 'city', 'postalCode', 'phone', 'email', 'website'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];
/** What the API accepts for each field (shared/organisations/profile-fields.ts), checked by the browser first. */
const FIELD_RULES: Record<ContactField, { type: string; maxLength: number; pattern?: string; dir?: 'ltr' | 'auto'; autocomplete: string }> = {
  address: { type: 'text', maxLength: 200, dir: 'auto', autocomplete: 'street-address' },
  city: { type: 'text', maxLength: 100, dir: 'auto', autocomplete: 'address-level2' },
  postalCode: { type: 'text', maxLength: 20, dir: 'ltr', autocomplete: 'postal-code' },
  phone: { type: 'tel', maxLength: 30, pattern: '\\+?[0-9 \\(\\)\\.\\-]{4,30}', dir: 'ltr', autocomplete: 'tel' },
  email: { type: 'email', maxLength: 254, dir: 'ltr', autocomplete: 'email' },
  website: { type: 'url', maxLength: 300, pattern: 'https?://.+', dir: 'ltr', autocomplete: 'url' },
};

/** The organisation's legal identity as declared (the console's KYB review shows it too): names, tax id, country in the page's language. */
export function LegalIdentity({ organisation }: { organisation: Pick<OrganisationProfile, 'name' | 'legalName' | 'taxId' | 'country'> }) {
  return (
    <>
      <Row label={t('orgName')}><bdi>{organisation.name}</bdi></Row>
      <Row label={t('orgLegalName')}><bdi>{organisation.legalName}</bdi></Row>
      <Row label={t('orgTaxId')}><bdi dir="ltr">{organisation.taxId}</bdi></Row>
      <Row label={t('orgCountry')}>{new Intl.DisplayNames(LANGS[lang.get()].locale, { type: 'region' }).of(organisation.country) ?? organisation.country}</Row>
    </>
  );
}

function ProfileSection({ profile, onSaved }: { profile: OrganisationProfile; onSaved: (saved: OrganisationProfile) => void }) {
  const mayEdit = can('organisation.manage');
  const [values, setValues] = useState<Record<ContactField, string>>(() =>
    Object.fromEntries(CONTACT_FIELDS.map((field) => [field, profile[field] ?? ''])) as Record<ContactField, string>,
  );
  const action = useAction();
  const submit = action.submit(async () => {
    const body: ProfilePatch = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, values[field].trim() || null]));
    onSaved(await organisationApi.update(profile.id, body));
  });
  return (
    <section aria-labelledby="profile-title">
      <h2 id="profile-title">{t('orgProfileTitle')}</h2>
      <dl class="facts" data-testid="legal-identity">
        <LegalIdentity organisation={profile} />
      </dl>
      <p class="muted">{t('orgLegalHint')}</p>
      {mayEdit ? (
        <form class="stack" onSubmit={submit} aria-labelledby="profile-title">
          {CONTACT_FIELDS.map((field) => {
            const rule = FIELD_RULES[field];
            return (
              <label key={field}>
                {t(`orgField_${field}`)}
                <input
                  name={field}
                  type={rule.type}
                  maxLength={rule.maxLength}
                  pattern={rule.pattern}
                  dir={rule.dir}
                  autocomplete={rule.autocomplete}
                  value={values[field]}
                  onInput={(e) => setValues({ ...values, [field]: e.currentTarget.value })}
                />
              </label>
            );
          })}
          <FormEnd action={action} submit={t('orgProfileSave')} />
        </form>
      ) : (
        <dl class="facts">
          {CONTACT_FIELDS.map((field) => (
            <Row key={field} label={t(`orgField_${field}`)}>{profile[field] ? <bdi dir="auto">{profile[field]}</bdi> : t('none')}</Row>
          ))}
        </dl>
      )}
    </section>
  );
}

function UploadForm({ organisationId, onUploaded }: { organisationId: string; onUploaded: (file: OrganisationFile) => Promise<void> }) {
  const [type, setType] = useState<FileType>('business_registration');
  const [file, setFile] = useState<File | undefined>();
  const [progress, setProgress] = useState<number | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const action = useAction();
  const submit = action.submit(async () => {
    if (!file) return action.setError(t('orgFileMissing'));
    if (!(ACCEPTED_TYPES as readonly string[]).includes(file.type)) return action.setError(t('error_unsupported_file_type'));
    if (file.size > MAX_FILE_BYTES) return action.setError(t('error_file_too_large'));
    setProgress(0);
    try {
      const uploaded = await organisationApi.upload(organisationId, type, file, setProgress);
      setFile(undefined);
      if (input.current) input.current.value = '';
      await onUploaded(uploaded);
    } finally {
      setProgress(undefined);
    }
  });
  return (
    <form class="stack card" onSubmit={submit} aria-labelledby="upload-title">
      <h3 id="upload-title">{t('orgUploadTitle')}</h3>
      <label>
        {t('orgFileType')}
        <select value={type} onChange={(e) => setType(e.currentTarget.value as FileType)}>
          {FILE_TYPES.map((value) => <option key={value} value={value}>{fileTypeText(value)}</option>)}
        </select>
      </label>
      <label>
        {t('orgFile')}
        <input ref={input} type="file" accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg" aria-describedby="upload-hint" onChange={(e) => setFile(e.currentTarget.files?.[0])} />
      </label>
      <p class="muted" id="upload-hint">{t('orgUploadHint')}</p>
      {progress !== undefined && (
        <label>
          {t('orgUploadProgress', { percent: new Intl.NumberFormat(LANGS[lang.get()].locale, { style: 'percent' }).format(progress) })}
          <progress max={1} value={progress} />
        </label>
      )}
      <FormEnd action={action} submit={t('orgUpload')} />
    </form>
  );
}

function FileCard({ organisationId, file, mayDelete, onDeleted }: { organisationId: string; file: OrganisationFile; mayDelete: boolean; onDeleted: () => Promise<void> }) {
  const [download, setDownload] = useState<{ url: string; expiresAt: string } | undefined>();
  const [deleting, setDeleting] = useState(false);
  const action = useAction();
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (download) link.current?.focus();
  }, [download]);
  return (
    <li class="card" data-file={file.id} data-reviewed={file.reviewedAt ? 'yes' : 'no'} tabIndex={-1}>
      <h3><bdi dir="auto">{file.originalName}</bdi></h3>
      <dl class="facts">
        <Row label={t('orgFileType')}>{fileTypeText(file.type)}</Row>
        <Row label={t('orgFileSize')}>{formatSize(file.sizeBytes)}</Row>
        <Row label={t('orgFileUploadedOn')}>{formatDateTime(file.createdAt)}</Row>
        <Row label={t('orgFileReview')}>{file.reviewedAt ? t('orgFileReviewed', { date: formatDateTime(file.reviewedAt) }) : t('orgFileNotReviewed')}</Row>
      </dl>
      <div class="actions">
        <button
          type="button"
          class="secondary"
          {...busyAttributes(action.busy)}
          aria-label={t('orgDownloadFor', { name: file.originalName })}
          onClick={action.press(async () => setDownload(await organisationApi.download(organisationId, file.id)))}
        >
          {t('orgDownload')}
        </button>
        {mayDelete && (
          <button type="button" class="danger" aria-label={t('orgDeleteFor', { name: file.originalName })} onClick={() => setDeleting(true)}>
            {t('orgDelete')}
          </button>
        )}
      </div>
      {download && (
        <p>
          <a ref={link} href={download.url} download={file.originalName} data-testid="download-link">
            {t('orgDownloadLink', { name: file.originalName })}
          </a>{' '}
          <span class="muted">{t('orgDownloadExpires', { time: formatDateTime(download.expiresAt) })}</span>
        </p>
      )}
      <FormError message={action.error} />
      {deleting && (
        <ConfirmDialog
          title={t('orgDeleteTitle')}
          confirmLabel={t('orgDelete')}
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            await action.run(async () => {
              await organisationApi.remove(organisationId, file.id);
              await onDeleted();
            });
            setDeleting(false);
          }}
        >
          <p>{t('orgDeleteConfirm', { name: file.originalName })}</p>
        </ConfirmDialog>
      )}
    </li>
  );
}
