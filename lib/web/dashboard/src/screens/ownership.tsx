// The Team screen's ownership section: the owner starts a transfer to another member (after a
// re-authentication, as the API requires) and may withdraw it while pending; the recipient accepts
// or declines it; other members see that one is pending. Accepting makes the recipient owner and
// the former owner an administrator: the session is read again so that what the screens offer
// follows. The focus goes to the section's message after each action.
import { useEffect, useState } from 'preact/hooks';
import { ownershipApi, type Transfer } from '../api/ownership.js';
import type { Member } from '../api/team.js';
import { useAction } from '../action.js';
import { t } from '../i18n/index.js';
import { useSignal } from '../i18n/signal.js';
import { formatDateTime } from '../load.js';
import { withReauth } from '../reauth.js';
import { currentMembership, loadSession, organisationId, session } from '../session.js';
import { useConfirm } from '../shown-once.js';
import { busyAttributes, describeError, Field, focusSoon, FormError, Notice } from '../ui.js';


export function Ownership({ members, onChanged }: { members: Member[] | undefined; onChanged: () => Promise<void> }) {
  const id = useSignal(organisationId);
  const me = session.get()?.user.id;
  const isOwner = currentMembership()?.isOwner ?? false;
  const [transfer, setTransfer] = useState<Transfer | null | undefined>();
  const [recipient, setRecipient] = useState('');
  const [notice, setNotice] = useState('');
  const action = useAction();
  const confirmation = useConfirm(action);

  const load = async () => {
    if (id) setTransfer(await ownershipApi.pending(id));
  };
  useEffect(() => {
    setTransfer(undefined);
    setNotice('');
    load().catch((failure: unknown) => action.setError(describeError(failure)));
  }, [id]);

  const nameOf = (userId: string) => {
    if (userId === me) return t('ownYou');
    const member = members?.find((m) => m.userId === userId);
    return member ? `${member.firstName} ${member.lastName}` : t('ownAMember');
  };
  const said = (message: string) => {
    setNotice(message);
    focusSoon('#own-notice');
  };
  const candidates = (members ?? []).filter((m) => m.userId !== me);
  const start = (to: string) =>
    confirmation.ask({ title: t('ownConfirmTitle'), confirm: t('ownStart'), text: <p>{t('ownConfirm', { to: nameOf(to) })}</p> }, async () => {
      await withReauth(() => ownershipApi.start(id!, to));
      await load();
      setRecipient('');
      said(t('ownStarted', { to: nameOf(to) }));
    });

  if (!id || transfer === undefined) return null;
  const pending = transfer && transfer.status === 'pending' ? transfer : null;
  // Nothing to show a member who is neither owner nor recipient while no transfer is pending.
  if (!pending && !isOwner && !notice) return null;
  return (
    <section aria-labelledby="ownership-title" data-testid="ownership">
      <h2 id="ownership-title">{t('ownTitle')}</h2>
      <Notice id="own-notice" message={notice} />
      {pending && (
        <div class="card" data-transfer={pending.id} data-to={pending.toUserId}>
          <p>
            {pending.toUserId === me
              ? t('ownOffered', { from: nameOf(pending.fromUserId), until: formatDateTime(pending.expiresAt) })
              : t('ownPending', { to: nameOf(pending.toUserId), until: formatDateTime(pending.expiresAt) })}
          </p>
          <div class="actions">
            {pending.toUserId === me && (
              <>
                <button type="button" {...busyAttributes(action.busy)} onClick={action.press(async () => {
                  await ownershipApi.accept(id, pending.id);
                  await loadSession();
                  await load();
                  await onChanged();
                  said(t('ownAccepted'));
                })}>{t('ownAccept')}</button>
                <button type="button" class="secondary" {...busyAttributes(action.busy)} onClick={action.press(async () => {
                  await ownershipApi.cancel(id, pending.id);
                  await load();
                  said(t('ownDeclined'));
                })}>{t('ownDecline')}</button>
              </>
            )}
            {pending.fromUserId === me && (
              <button type="button" class="secondary" {...busyAttributes(action.busy)} onClick={action.press(async () => {
                await ownershipApi.cancel(id, pending.id);
                await load();
                said(t('ownWithdrawn', { to: nameOf(pending.toUserId) }));
              })}>{t('ownWithdraw')}</button>
            )}
          </div>
        </div>
      )}
      {!pending && isOwner && (
        // While the members are read, nobody is said to be missing.
        !members ? (
          <p aria-busy="true">{t('loading')}</p>
        ) : candidates.length === 0 ? (
          <p class="muted">{t('ownNobody')}</p>
        ) : (
          <form class="stack" onSubmit={(e) => { e.preventDefault(); if (recipient && !action.busy) start(recipient); }} aria-labelledby="ownership-title">
            <p class="muted">{t('ownIntro')}</p>
            <Field label={t('ownRecipient')}>
              <select required value={recipient} onChange={(e) => setRecipient(e.currentTarget.value)}>
                <option value="">{t('ownChoose')}</option>
                {candidates.map((m) => <option key={m.userId} value={m.userId}>{`${m.firstName} ${m.lastName} (${m.email})`}</option>)}
              </select>
            </Field>
            <div class="actions">
              <button type="submit" {...busyAttributes(action.busy)}>{t('ownStart')}</button>
            </div>
          </form>
        )
      )}
      <FormError message={action.error} />
      {confirmation.dialog}
    </section>
  );
}
