// Ids derived from names are stored (deliveries, refunds, checkout opens): a retry, a redelivered message or a
// second run derives the id it derived before, across deployments too. Each expected value below is what the
// service derived before these ids came from one function (uuidFromName); none may change.
import { describe, expect, it } from 'vitest';
import { uuidFromName } from '../../../../shared/domain/uuid.js';
import { duplicateRefundIdOf } from '../../../../shared/payments/refund-late-success.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[45][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('uuidFromName', () => {
  it('gives the id it gave before, version 5 by default', () => {
    expect(uuidFromName('PAY-1#checkout.opened#1')).toBe('a1edd428-26bb-5f73-bf71-8d8ade909b78');
    expect(uuidFromName('PAY-1#checkout.opened#1')).toBe(uuidFromName('PAY-1#checkout.opened#1'));
  });

  it('keeps the version 4 of the refund ids first derived with it', () => {
    expect(uuidFromName('refund\norg-1\nkey-1', 4)).toBe('96d370de-a312-4d5f-8639-9bb6ab305438');
    expect(duplicateRefundIdOf('att-1')).toBe('e7670c92-630a-41af-a9da-53a29bb23fc3');
  });

  it('has the layout of a UUID, and names apart give ids apart', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => uuidFromName(`name-${i}`));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(1000);
  });
});
