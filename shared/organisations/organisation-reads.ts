// What the HTTP layer reads of organisations and their audit log. Named reads: handlers call these, never the store.
import * as organisations_repository from '../store/organisations-repository.js';
import * as audit_repository from '../store/audit-repository.js';

export const getOrganisation: typeof organisations_repository.getOrganisation = (...args) => organisations_repository.getOrganisation(...args);
export const listOrganisations: typeof organisations_repository.listOrganisations = (...args) => organisations_repository.listOrganisations(...args);
export const findOrganisationByPreviousV2Id: typeof organisations_repository.findOrganisationByPreviousV2Id = (...args) => organisations_repository.findOrganisationByPreviousV2Id(...args);
export const listAudit: typeof audit_repository.listAudit = (...args) => audit_repository.listAudit(...args);
