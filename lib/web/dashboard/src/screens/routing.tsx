// The routing editor of a payment account: for each provider of the catalogue, which of the
// organisation's affiliations collects (one per provider, or none). Only active affiliations can
// be chosen; a route to one that is not active any more stays shown with its state until it is
// changed. Beside each choice, and in a summary, what the payer will be offered at the checkout:
// a provider is offered when its affiliation is active and the account is active (the API's
// `acceptedProviders`). PUT replaces the whole routing.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PaymentAccount } from '../api/accounts.js';
import { providersApi, type Affiliation, type Provider, type ProviderCode } from '../api/providers.js';
import { useAction } from '../action.js';
import { list as listOf, t, type MessageKey } from '../i18n/index.js';
import { busyAttributes, describeError, FormError } from '../ui.js';

export function RoutingEditor({ organisationId, account, onSaved, onCancel }: {
  organisationId: string;
  account: PaymentAccount;
  onSaved: () => Promise<void>;
  onCancel: () => void;
}) {
  const [catalogue, setCatalogue] = useState<Provider[] | undefined>();
  const [affiliations, setAffiliations] = useState<Affiliation[] | undefined>();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const action = useAction();
  const heading = useRef<HTMLHeadingElement>(null);
  const prefix = `route-${account.id}`;

  useEffect(() => {
    Promise.all([providersApi.catalogue(), providersApi.list(organisationId), providersApi.routing(organisationId, account.id)]).then(
      ([providers, mine, routing]) => {
        setCatalogue(providers);
        setAffiliations(mine);
        setChosen(Object.fromEntries(routing.routes.map((route) => [route.provider, route.affiliationId])));
        setTimeout(() => heading.current?.focus(), 0);
      },
      (failure: unknown) => action.setError(describeError(failure)),
    );
  }, [account.id]);

  const affiliationOf = (code: string) => affiliations?.find((a) => a.id === chosen[code]);
  const offered = (code: string) => account.status === 'active' && affiliationOf(code)?.status === 'active';
  const offeredNames = (catalogue ?? []).filter((p) => offered(p.code)).map((p) => p.name);

  const submit = action.submit(async () => {
    const routes = (catalogue ?? [])
      .filter((p) => chosen[p.code])
      .map((p) => ({ provider: p.code as ProviderCode, affiliationId: chosen[p.code]! }));
    await providersApi.setRouting(organisationId, account.id, routes);
    await onSaved();
  });

  const optionText = (a: Affiliation) =>
    t('routeOption', { label: a.label, environment: t(`provEnv_${a.environment}` as MessageKey), status: t(`provStatus_${a.status}` as MessageKey) });

  return (
    <form class="stack" onSubmit={submit} aria-labelledby={`${prefix}-title`} data-testid="routing-form">
      <h3 id={`${prefix}-title`} tabIndex={-1} ref={heading}>{t('routeTitle', { name: account.name })}</h3>
      <p class="muted">{t('routeIntro')}</p>
      {!catalogue && !action.error && <p aria-busy="true">{t('loading')}</p>}
      {catalogue && affiliations && (
        <fieldset class="routing">
          <legend class="muted">{t('routeLegend')}</legend>
          {catalogue.map((p) => {
            const choices = affiliations.filter((a) => a.provider === p.code && a.status !== 'revoked');
            return (
              <div key={p.code} class="field" data-route={p.code}>
                <label for={`${prefix}-${p.code}`}>{p.name}</label>
                <select id={`${prefix}-${p.code}`} value={chosen[p.code] ?? ''} aria-describedby={`${prefix}-${p.code}-offer`}
                  onChange={(e) => setChosen({ ...chosen, [p.code]: e.currentTarget.value })}>
                  <option value="">{t('routeNone')}</option>
                  {choices.map((a) => (
                    <option key={a.id} value={a.id} disabled={a.status !== 'active' && chosen[p.code] !== a.id}>{optionText(a)}</option>
                  ))}
                </select>
                <p class="routing-offer muted" id={`${prefix}-${p.code}-offer`} data-offered={offered(p.code) ? 'yes' : 'no'}>
                  {offered(p.code)
                    ? t('routeOffered')
                    : chosen[p.code]
                      ? account.status !== 'active' ? t('routeNotOfferedAccount') : t('routeNotOfferedStatus')
                      : choices.some((a) => a.status === 'active') ? t('routeNotRouted') : t('routeNoActive')}
                </p>
              </div>
            );
          })}
        </fieldset>
      )}
      {catalogue && (
        <p class="notice" role="status" data-testid="payer-offer">
          {offeredNames.length ? t('routePayerSees', { providers: listOf(offeredNames) }) : t('routePayerSeesNothing')}
        </p>
      )}
      <FormError message={action.error} />
      <div class="actions">
        <button type="submit" disabled={!catalogue} {...busyAttributes(action.busy)}>{t('routeSave')}</button>
        <button type="button" class="secondary" onClick={onCancel}>{t('cancel')}</button>
      </div>
    </form>
  );
}
