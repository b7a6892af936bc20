// What the HTTP layer reads of affiliations and their audit trail. Named reads: handlers call these, never the store.
import * as affiliations_repository from '../store/affiliations-repository.js';
import * as audit_repository from '../store/audit-repository.js';

export const listAffiliationsForAdmin: typeof affiliations_repository.listAffiliationsForAdmin = (...args) => affiliations_repository.listAffiliationsForAdmin(...args);
export const listAffiliations: typeof affiliations_repository.listAffiliations = (...args) => affiliations_repository.listAffiliations(...args);
export const listAuditOfTarget: typeof audit_repository.listAuditOfTarget = (...args) => audit_repository.listAuditOfTarget(...args);
