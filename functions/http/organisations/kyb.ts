// POST /organisations/{id}/kyb/verify and /kyb/refuse (compliance staff). Allowed moves:
// shared/organisations/change-organisation.ts (KYB_TRANSITIONS).
import { AppError } from '../../../shared/domain/errors.js';
import { actorOf } from '../../../shared/http/guard.js';
import { noContent, type Action } from '../../../shared/http/types.js';
import { parseBody, uuid } from '../../../shared/http/validation.js';
import { reviewKyb } from '../../../shared/organisations/change-organisation.js';
import { kybDecisionBody } from './schemas.js';

const kybDecision =
  (decision: 'verify' | 'refuse'): Action =>
  async (request) => {
    // Staff routes skip the membership check: the path's id is checked here.
    const organisationId = request.params.id ?? '';
    if (!uuid.safeParse(organisationId).success) {
      throw new AppError('organisation_not_found', 'Organisation was not found.');
    }
    const { reason } = parseBody(kybDecisionBody, request);
    await reviewKyb({ organisationId, actor: actorOf(request), clientIp: request.sourceIp }, decision, reason);
    return noContent();
  };

export const verifyKyb = kybDecision('verify');
export const refuseKyb = kybDecision('refuse');
