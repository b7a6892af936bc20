// Generated from docs/generated/openapi.json by `npm run openapi` (openapi-typescript). Do not edit.
/* eslint-disable */
export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Service health
         * @description Credential: public.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description Credential: public.
         */
        post: operations["postAuthLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Credential: session.
         */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user
         * @description Credential: session.
         */
        get: operations["getAuthMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/reauth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-authenticate for 10 minutes
         * @description Credential: session.
         */
        post: operations["postAuthReauth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password reset email
         * @description Credential: public.
         */
        post: operations["postAuthPasswordForgot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset a password
         * @description Credential: public.
         */
        post: operations["postAuthPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/totp/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start TOTP enrolment
         * @description Credential: session.
         */
        post: operations["postAuthTotpSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/totp/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm TOTP enrolment
         * @description Turns 2FA on and answers ten single-use recovery codes, shown this once (only their hashes are kept). Credential: session.
         */
        post: operations["postAuthTotpEnable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/totp/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn TOTP off
         * @description Takes a current TOTP code or one of the recovery codes; the recovery codes left are forgotten. Credential: session.
         */
        post: operations["postAuthTotpDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/api-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Identity of the calling API key
         * @description The key's organisation, its role, and what it may do now: its role's permissions and its scope, within what the member who made it holds now. Any key generation, a key of the previous platform entered here included. With `receiverWalletId`, also the payment account that v2 wallet id reaches (404 `payment_account_not_found` when none of the organisation's): a shop's dry run before migrating, which creates nothing. Credential: key.
         */
        get: operations["getAuthApiKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Members and pending invitations
         * @description Credential: session. Permission: `members.view`.
         */
        get: operations["getOrganisationsByIdMembers"];
        put?: never;
        /**
         * Invite a member
         * @description Credential: session. Permission: `members.manage`.
         */
        post: operations["postOrganisationsByIdMembers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/members/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * DELETE /organisations/{id}/members/{userId}
         * @description Credential: session. Permission: `members.manage`.
         */
        delete: operations["deleteOrganisationsByIdMembersByUserId"];
        options?: never;
        head?: never;
        /**
         * Change the role and scope of a member
         * @description Credential: session. Permission: `members.manage`.
         */
        patch: operations["patchOrganisationsByIdMembersByUserId"];
        trace?: never;
    };
    "/organisations/{id}/invitations/{invitationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * DELETE /organisations/{id}/invitations/{invitationId}
         * @description Credential: session. Permission: `members.manage`.
         */
        delete: operations["deleteOrganisationsByIdInvitationsByInvitationId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation
         * @description Credential: public.
         */
        post: operations["postInvitationsAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Roles
         * @description Credential: session. Permission: `roles.view`.
         */
        get: operations["getOrganisationsByIdRoles"];
        put?: never;
        /**
         * Create a custom role
         * @description Credential: session. Permission: `roles.manage`.
         */
        post: operations["postOrganisationsByIdRoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/roles/{roleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a custom role
         * @description Credential: session. Permission: `roles.manage`.
         */
        delete: operations["deleteOrganisationsByIdRolesByRoleId"];
        options?: never;
        head?: never;
        /**
         * Change a custom role
         * @description Credential: session. Permission: `roles.manage`.
         */
        patch: operations["patchOrganisationsByIdRolesByRoleId"];
        trace?: never;
    };
    "/organisations/{id}/ownership-transfer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pending ownership transfer
         * @description Credential: session.
         */
        get: operations["getOrganisationsByIdOwnershipTransfer"];
        put?: never;
        /**
         * Offer the ownership to a member
         * @description Credential: session.
         */
        post: operations["postOrganisationsByIdOwnershipTransfer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/ownership-transfer/{transferId}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept the ownership
         * @description Credential: session.
         */
        post: operations["postOrganisationsByIdOwnershipTransferByTransferIdAccept"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/ownership-transfer/{transferId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Withdraw or decline a transfer
         * @description Credential: session.
         */
        delete: operations["deleteOrganisationsByIdOwnershipTransferByTransferId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Organisations of the signed-in user
         * @description Credential: session.
         */
        get: operations["getOrganisations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Organisation detail
         * @description Credential: session.
         */
        get: operations["getOrganisationsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change the organisation profile
         * @description Credential: session. Permission: `organisation.manage`.
         */
        patch: operations["patchOrganisationsById"];
        trace?: never;
    };
    "/organisations/{id}/contract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contract status
         * @description Credential: session. Permission: `organisation.view`.
         */
        get: operations["getOrganisationsByIdContract"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/kyb/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark the KYB verified (compliance staff)
         * @description Credential: staff. Platform roles: `svc_compliance`.
         */
        post: operations["postOrganisationsByIdKybVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/kyb/refuse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refuse the KYB (compliance staff)
         * @description Credential: staff. Platform roles: `svc_compliance`.
         */
        post: operations["postOrganisationsByIdKybRefuse"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Audit trail of the organisation, newest first
         * @description Credential: session. Permission: `audit.view`.
         */
        get: operations["getOrganisationsByIdAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * API keys of the organisation
         * @description Credential: session. Permission: `api_keys.view`.
         */
        get: operations["getOrganisationsByIdApiKeys"];
        put?: never;
        /**
         * Create an API key
         * @description A restricted key: it carries a role and a scope (`roleId`, `scope`, `accountIds`, as a member does), never wider than its maker's (403 `permission_denied`); each omitted part is the maker's own. Every route checks the key as it checks a member with that role and scope, and never lets it do more than its maker holds at the time of the request: a key whose maker has left the organisation answers 401 `invalid_api_key`. Credential: session. Permission: `api_keys.manage`.
         */
        post: operations["postOrganisationsByIdApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/api-keys/{apiKeyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * DELETE /organisations/{id}/api-keys/{apiKeyId}
         * @description Credential: session. Permission: `api_keys.manage`.
         */
        delete: operations["deleteOrganisationsByIdApiKeysByApiKeyId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/organisations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Organisations (staff)
         * @description Credential: staff.
         */
        get: operations["getAdminOrganisations"];
        put?: never;
        /**
         * Onboard an organisation and invite its owner
         * @description Credential: staff. Platform roles: `svc_admin`.
         */
        post: operations["postAdminOrganisations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/organisations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Organisation detail (staff)
         * @description Credential: staff.
         */
        get: operations["getAdminOrganisationsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/organisations/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suspend or reactivate an organisation
         * @description Credential: staff. Platform roles: `svc_admin`, `svc_support`.
         */
        post: operations["postAdminOrganisationsByIdStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/organisations/{id}/contract": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record the contract signature
         * @description Credential: staff. Platform roles: `svc_admin`.
         */
        post: operations["postAdminOrganisationsByIdContract"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/organisations/{id}/v2-migration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Serve or relay the v2 calls of an organisation
         * @description Credential: staff. Platform roles: `svc_admin`. Not in the contract's route list (docs/api-decisions.md).
         */
        post: operations["postAdminOrganisationsByIdV2Migration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/outbox": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Outbox events
         * @description Credential: staff. Platform roles: `svc_support`, `svc_admin`.
         */
        get: operations["getAdminOutbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/payments/{reference}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Full payment timeline (staff)
         * @description Credential: staff.
         */
        get: operations["getAdminPaymentsByReferenceTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/affiliations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Affiliations across organisations
         * @description Credential: staff.
         */
        get: operations["getAdminAffiliations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/organisations/{id}/files/{fileId}/review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a document reviewed (compliance staff)
         * @description Credential: staff. Platform roles: `svc_compliance`.
         */
        post: operations["postAdminOrganisationsByIdFilesByFileIdReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Documents of the organisation
         * @description Credential: session. Permission: `files.view`.
         */
        get: operations["getOrganisationsByIdFiles"];
        put?: never;
        /**
         * Upload a document (10 MB, PDF, PNG or JPEG)
         * @description Credential: session. Permission: `files.manage`.
         */
        post: operations["postOrganisationsByIdFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/files/{fileId}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A short-lived address to download a document
         * @description Credential: session. Permission: `files.view`.
         */
        get: operations["getOrganisationsByIdFilesByFileIdDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/files/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a document
         * @description Credential: session. Permission: `files.manage`.
         */
        delete: operations["deleteOrganisationsByIdFilesByFileId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/payment-accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payment accounts
         * @description Credential: key+session. Permission: `accounts.view`.
         */
        get: operations["getOrganisationsByIdPaymentAccounts"];
        put?: never;
        /**
         * Create a payment account
         * @description Credential: session. Permission: `accounts.manage`.
         */
        post: operations["postOrganisationsByIdPaymentAccounts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/payment-accounts/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a payment account
         * @description Credential: key+session. Permission: `accounts.view`.
         */
        get: operations["getOrganisationsByIdPaymentAccountsByAccountId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a payment account
         * @description Credential: session. Permission: `accounts.manage`.
         */
        patch: operations["patchOrganisationsByIdPaymentAccountsByAccountId"];
        trace?: never;
    };
    "/organisations/{id}/payment-accounts/{accountId}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Archive a payment account
         * @description Credential: session. Permission: `accounts.manage`.
         */
        post: operations["postOrganisationsByIdPaymentAccountsByAccountIdArchive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/payment-accounts/{accountId}/routing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Routing of an account
         * @description Credential: key+session. Permission: `accounts.view`.
         */
        get: operations["getOrganisationsByIdPaymentAccountsByAccountIdRouting"];
        /**
         * Set the routing of an account
         * @description Credential: session. Permission: `accounts.manage`.
         */
        put: operations["putOrganisationsByIdPaymentAccountsByAccountIdRouting"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider catalogue
         * @description Credential: public.
         */
        get: operations["getProviders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/providers/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One provider of the catalogue
         * @description Credential: public.
         */
        get: operations["getProvidersByCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/affiliations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Affiliations of the organisation
         * @description Credential: key+session. Permission: `affiliations.view`.
         */
        get: operations["getOrganisationsByIdAffiliations"];
        put?: never;
        /**
         * Create an affiliation
         * @description Credential: key+session. Permission: `affiliations.manage`.
         */
        post: operations["postOrganisationsByIdAffiliations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/affiliations/{affiliationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an affiliation
         * @description Credential: key+session. Permission: `affiliations.view`.
         */
        get: operations["getOrganisationsByIdAffiliationsByAffiliationId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/affiliations/{affiliationId}/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify an affiliation with its provider
         * @description Credential: key+session. Permission: `affiliations.manage`.
         */
        post: operations["postOrganisationsByIdAffiliationsByAffiliationIdVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/affiliations/{affiliationId}/credentials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Rotate the credentials of an affiliation
         * @description Credential: key+session. Permission: `affiliations.manage`.
         */
        put: operations["putOrganisationsByIdAffiliationsByAffiliationIdCredentials"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/affiliations/{affiliationId}/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suspend an affiliation
         * @description Credential: key+session. Permission: `affiliations.manage`.
         */
        post: operations["postOrganisationsByIdAffiliationsByAffiliationIdSuspend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/affiliations/{affiliationId}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resume a suspended affiliation
         * @description Credential: key+session. Permission: `affiliations.manage`.
         */
        post: operations["postOrganisationsByIdAffiliationsByAffiliationIdResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/affiliations/{affiliationId}/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revoke an affiliation (terminal)
         * @description Credential: key+session. Permission: `affiliations.manage`.
         */
        post: operations["postOrganisationsByIdAffiliationsByAffiliationIdRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/affiliations/{affiliationId}/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Audit trail of an affiliation
         * @description Credential: key+session. Permission: `affiliations.view`.
         */
        get: operations["getOrganisationsByIdAffiliationsByAffiliationIdAudit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payments
         * @description Credential: key+session. Permission: `payments.view`.
         */
        get: operations["getPayments"];
        put?: never;
        /**
         * Create a payment
         * @description Credential: key+session. Permission: `payments.create`.
         */
        post: operations["postPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a payment
         * @description Credential: key+session. Permission: `payments.view`.
         */
        get: operations["getPaymentsByReference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/{reference}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a pending payment
         * @description Credential: key+session. Permission: `payments.cancel`.
         */
        post: operations["postPaymentsByReferenceCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/{reference}/attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Attempts of a payment
         * @description Credential: key+session. Permission: `payments.view`.
         */
        get: operations["getPaymentsByReferenceAttempts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payments/{reference}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Timeline of a payment
         * @description Credential: key+session. Permission: `payments.view`.
         */
        get: operations["getPaymentsByReferenceTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payment links
         * @description Credential: key+session. Permission: `links.view`.
         */
        get: operations["getPaymentLinks"];
        put?: never;
        /**
         * Create a payment link
         * @description Credential: key+session. Permission: `links.manage`.
         */
        post: operations["postPaymentLinks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-links/{linkId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a payment link
         * @description Credential: key+session. Permission: `links.view`.
         */
        get: operations["getPaymentLinksByLinkId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a payment link
         * @description Credential: key+session. Permission: `links.manage`.
         */
        patch: operations["patchPaymentLinksByLinkId"];
        trace?: never;
    };
    "/payment-links/{linkId}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disable a payment link
         * @description Credential: key+session. Permission: `links.manage`.
         */
        post: operations["postPaymentLinksByLinkIdDisable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-links/{linkId}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enable a payment link
         * @description Credential: key+session. Permission: `links.manage`.
         */
        post: operations["postPaymentLinksByLinkIdEnable"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-links/{linkId}/qr.svg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * QR code of the link (SVG)
         * @description Credential: key+session. Permission: `links.view`. Not in the contract's route list (docs/api-decisions.md).
         */
        get: operations["getPaymentLinksByLinkIdQrSvg"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payment-links/{linkId}/qr.png": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * QR code of the link (PNG)
         * @description Credential: key+session. Permission: `links.view`. Not in the contract's route list (docs/api-decisions.md).
         */
        get: operations["getPaymentLinksByLinkIdQrPng"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout/{reference}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Checkout payment view
         * @description Credential: public.
         */
        get: operations["getCheckoutByReference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout/{reference}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Checkout status view
         * @description Credential: public.
         */
        get: operations["getCheckoutByReferenceStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout/{reference}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Merchant logo
         * @description Credential: public.
         */
        get: operations["getCheckoutByReferenceLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout/{reference}/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Back to the merchant
         * @description Credential: public.
         */
        get: operations["getCheckoutByReferenceReturn"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout/{reference}/attempts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Open an attempt
         * @description Credential: public.
         */
        post: operations["postCheckoutByReferenceAttempts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout/{reference}/attempts/{attemptId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Attempt view
         * @description Credential: public.
         */
        get: operations["getCheckoutByReferenceAttemptsByAttemptId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/links/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Link public view
         * @description Credential: public.
         */
        get: operations["getLinksBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/links/{slug}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Link merchant logo
         * @description Credential: public.
         */
        get: operations["getLinksBySlugLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/links/{slug}/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a payment from a link
         * @description Credential: public.
         */
        post: operations["postLinksBySlugPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/callbacks/{provider}/{attemptId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A provider's browser return
         * @description Never trusted on its own: the service asks the provider about the attempt, then sends the payer to the checkout result page. Credential: provider.
         */
        get: operations["getCallbacksByProviderByAttemptId"];
        put?: never;
        /**
         * A provider's server callback
         * @description Never trusted on its own: the service asks the provider about the attempt and applies its answer before replying. The body is whatever the provider sends (a form or JSON). Credential: provider.
         */
        post: operations["postCallbacksByProviderByAttemptId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description Credential: key+session. Permission: `webhooks.view`.
         */
        get: operations["getOrganisationsByIdWebhooks"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description Credential: key+session. Permission: `webhooks.manage`.
         */
        post: operations["postOrganisationsByIdWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/webhooks/{endpointId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a webhook endpoint
         * @description Credential: key+session. Permission: `webhooks.view`.
         */
        get: operations["getOrganisationsByIdWebhooksByEndpointId"];
        put?: never;
        post?: never;
        /**
         * Disable a webhook endpoint
         * @description Credential: key+session. Permission: `webhooks.manage`.
         */
        delete: operations["deleteOrganisationsByIdWebhooksByEndpointId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/webhooks/{endpointId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deliveries to an endpoint, newest first
         * @description Credential: key+session. Permission: `webhooks.view`.
         */
        get: operations["getOrganisationsByIdWebhooksByEndpointIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/organisations/{id}/webhooks/deliveries/{deliveryId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Try a delivery again now
         * @description Credential: key+session. Permission: `webhooks.manage`.
         */
        post: operations["postOrganisationsByIdWebhooksDeliveriesByDeliveryIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/payments/init-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * v2: create a payment
         * @description Credential: key. Permission: `payments.create`.
         */
        post: operations["postApiV2PaymentsInitPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/payments/{paymentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * v2: read a payment
         * @description Credential: key. Permission: `payments.view`.
         */
        get: operations["getApiV2PaymentsByPaymentId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "payment.succeeded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event `payment.succeeded`
         * @description One signed POST per event. `Svc-Signature: t=<unix_seconds>,v1=<hex>` where v1 is HMAC-SHA256 of `<t>.<raw body>` keyed with the endpoint secret; refuse t more than 5 minutes off; accept when any v1 is valid. Answer 2xx within 10 s, else retried after 1, 5, 15, 30, 60 minutes.
         */
        post: operations["webhook_payment_succeeded"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event `payment.failed`
         * @description One signed POST per event. `Svc-Signature: t=<unix_seconds>,v1=<hex>` where v1 is HMAC-SHA256 of `<t>.<raw body>` keyed with the endpoint secret; refuse t more than 5 minutes off; accept when any v1 is valid. Answer 2xx within 10 s, else retried after 1, 5, 15, 30, 60 minutes.
         */
        post: operations["webhook_payment_failed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event `payment.expired`
         * @description One signed POST per event. `Svc-Signature: t=<unix_seconds>,v1=<hex>` where v1 is HMAC-SHA256 of `<t>.<raw body>` keyed with the endpoint secret; refuse t more than 5 minutes off; accept when any v1 is valid. Answer 2xx within 10 s, else retried after 1, 5, 15, 30, 60 minutes.
         */
        post: operations["webhook_payment_expired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.canceled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event `payment.canceled`
         * @description One signed POST per event. `Svc-Signature: t=<unix_seconds>,v1=<hex>` where v1 is HMAC-SHA256 of `<t>.<raw body>` keyed with the endpoint secret; refuse t more than 5 minutes off; accept when any v1 is valid. Answer 2xx within 10 s, else retried after 1, 5, 15, 30, 60 minutes.
         */
        post: operations["webhook_payment_canceled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "attempt.duplicate_success": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Event `attempt.duplicate_success`
         * @description One signed POST per event. `Svc-Signature: t=<unix_seconds>,v1=<hex>` where v1 is HMAC-SHA256 of `<t>.<raw body>` keyed with the endpoint secret; refuse t more than 5 minutes off; accept when any v1 is valid. Answer 2xx within 10 s, else retried after 1, 5, 15, 30, 60 minutes.
         */
        post: operations["webhook_attempt_duplicate_success"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        Health: {
            /** @enum {string} */
            status: "ok" | "degraded";
            version: string;
            checks: {
                /** @enum {string} */
                dynamodb: "ok" | "unreachable";
            };
        };
        Session: {
            user: {
                /** @description uuid */
                id: string;
                email: string;
                firstName: string;
                lastName: string;
                phone: string | null;
                /** @enum {string} */
                platformRole: "merchant" | "svc_admin" | "svc_support" | "svc_compliance";
                totpEnabled: boolean;
                /** @description unused 2FA recovery codes left (0 when 2FA is off) */
                recoveryCodeCount: number;
            };
            memberships: {
                /** @description uuid */
                organisationId: string;
                organisationName: string;
                /** @description uuid */
                roleId: string;
                role: string | null;
                roleName: string;
                isOwner: boolean;
                permissions: string[];
                /** @enum {string} */
                scope: "all" | "accounts";
                accountIds: string[];
            }[];
        };
        Reauthenticated: {
            /** @description ISO 8601 date-time */
            reauthenticatedUntil: string;
        };
        TotpSetup: {
            secret: string;
            otpauthUrl: string;
        };
        TotpEnabled: {
            /** @description ten single-use recovery codes (`xxxxx-xxxxx`), shown this once: each can stand in for a TOTP code at sign-in, re-authentication or disable */
            recoveryCodes: string[];
        };
        ApiKeyIdentity: {
            /** @description uuid */
            organisationId: string;
            organisationName: string | null;
            /** @description uuid */
            apiKeyId: string;
            /** @enum {string} */
            kind: "v3" | "v2";
            /** @description true: a v2 key of the previous platform, entered here */
            legacy: boolean;
            /**
             * @description who answers the organisation's v2 calls: this service, or the previous platform
             * @enum {string}
             */
            v2Mode: "served" | "relayed";
            /** @description the key's role (keys made before restricted keys: the administrator role) */
            roleId: string;
            /** @description predefined role key; null for a custom role */
            role: string | null;
            roleName: string;
            /** @description what the key may do now: its role's permissions that its maker also holds */
            permissions: string[];
            /**
             * @description the accounts the key reaches now: its scope, within its maker's
             * @enum {string}
             */
            scope: "all" | "accounts";
            accountIds: string[];
            /** @description with `receiverWalletId`: the payment account that wallet id reaches for v2 init-payment */
            receiverWallet?: {
                id: string;
                /** @description uuid */
                paymentAccountId: string;
                paymentAccountName: string;
                paymentAccountStatus: string;
            };
        };
        Member: {
            /** @description uuid */
            userId: string;
            email: string;
            firstName: string;
            lastName: string;
            /** @description uuid */
            roleId: string;
            role: string | null;
            roleName: string;
            isOwner: boolean;
            permissions: string[];
            /** @enum {string} */
            scope: "all" | "accounts";
            accountIds: string[];
            /** @description ISO 8601 date-time */
            lastLoginAt: string | null;
            /** @description ISO 8601 date-time */
            joinedAt: string;
        };
        Invitation: {
            /** @description uuid */
            id: string;
            email: string;
            /** @description uuid */
            roleId: string;
            roleName: string;
            /** @enum {string} */
            scope: "all" | "accounts";
            accountIds: string[];
            /** @description ISO 8601 date-time */
            expiresAt: string;
            /** @description ISO 8601 date-time */
            createdAt: string;
        };
        CreatedInvitation: {
            /** @description uuid */
            id: string;
            email: string;
            /** @description uuid */
            roleId: string;
            roleName: string;
            /** @enum {string} */
            scope: "all" | "accounts";
            accountIds: string[];
            /** @description ISO 8601 date-time */
            expiresAt: string;
            /** @description ISO 8601 date-time */
            createdAt: string;
            inviteLink: string | null;
        };
        AcceptedInvitation: {
            /** @description uuid */
            organisationId: string;
            /** @description uuid */
            userId: string;
            accountCreated: boolean;
        };
        Role: {
            /** @description uuid */
            id: string;
            key: string | null;
            name: string;
            description: string | null;
            predefined: boolean;
            permissions: string[];
            memberCount: number;
        };
        OwnershipTransfer: {
            /** @description uuid */
            id: string;
            /** @description uuid */
            organisationId: string;
            /** @description uuid */
            fromUserId: string;
            /** @description uuid */
            toUserId: string;
            /** @enum {string} */
            status: "pending" | "accepted" | "cancelled";
            /** @description ISO 8601 date-time */
            expiresAt: string;
            /** @description ISO 8601 date-time */
            decidedAt: string | null;
            /** @description ISO 8601 date-time */
            createdAt: string;
        } | null;
        OrganisationListItem: {
            /** @description uuid */
            id: string;
            name: string;
            legalName: string;
            /** @description uuid */
            roleId: string;
            role: string | null;
            roleName: string;
            isOwner: boolean;
            permissions: string[];
            /** @enum {string} */
            scope: "all" | "accounts";
            accountIds: string[];
        };
        OrganisationDetail: {
            /** @description uuid */
            id: string;
            name: string;
            legalName: string;
            taxId: string;
            country: string;
            address: string | null;
            city: string | null;
            postalCode: string | null;
            phone: string | null;
            email: string | null;
            website: string | null;
            /** @enum {string} */
            kybStatus: "pending" | "verified" | "refused";
            /** @description ISO 8601 date-time */
            contractSignedAt: string | null;
            activeAffiliations: number;
            canCollect: boolean;
            reasons: string[];
            paymentAccounts: {
                /** @description uuid */
                id: string;
                name: string;
                slug: string;
                isDefault: boolean;
                /** @enum {string} */
                status: "active" | "paused" | "archived";
            }[];
            /**
             * @description staff only: who answers the v2 calls
             * @enum {string}
             */
            v2Mode?: "served" | "relayed";
            /** @description ISO 8601 date-time */
            v2ModeChangedAt?: string | null;
            /** @description staff only: the id the previous platform's keys of this organisation carry */
            v2PreviousOrganisationId?: string | null;
            /** @description staff only: the previous platform's wallet ids and the payment account each reaches */
            v2LegacyWallets?: {
                walletId: string;
                /** @description uuid */
                paymentAccountId: string;
            }[];
        };
        Contract: {
            /** @enum {string} */
            status: "signed" | "unsigned";
            /** @description ISO 8601 date-time */
            signedAt: string | null;
            signingUrl: string | null;
        };
        AuditItem: {
            /** @description uuid */
            id: string;
            action: string;
            actor: {
                /** @enum {string} */
                type: "user" | "api_key" | "staff" | "system" | "anonymous";
                id: string | null;
                label: string | null;
            };
            target: {
                type: string;
                id: string | null;
            };
            clientIp: string | null;
            details: {
                [key: string]: unknown;
            };
            /** @description ISO 8601 date-time */
            createdAt: string;
        };
        ApiKey: {
            /** @description uuid */
            id: string;
            name: string;
            /** @enum {string} */
            kind: "v3" | "v2";
            /** @description What identifies the key, never part of its secret: `kpk_<prefix>` (v3) or `<organisationId>:` (v2; the previous platform's organisation id for a key entered from there) */
            prefix: string;
            /** @description true: a v2 key of the previous platform, entered here; only its hash is kept */
            legacy: boolean;
            /** @description ISO 8601 date-time */
            createdAt: string;
            /** @description ISO 8601 date-time */
            lastUsedAt: string | null;
            /** @description ISO 8601 date-time */
            revokedAt: string | null;
            /** @description the role the key acts with (keys made before restricted keys: the administrator role) */
            roleId: string;
            /** @description predefined role key; null for a custom role */
            role: string | null;
            roleName: string;
            /**
             * @description `all`, or `accounts`: only the payment accounts of `accountIds`
             * @enum {string}
             */
            scope: "all" | "accounts";
            accountIds: string[];
            /** @description the member who made the key (it acts at most with what they hold now); null when made by the platform */
            createdBy: string | null;
            /**
             * @description `maker_left`: the member who made it has left the organisation, and the key is refused (401 `invalid_api_key`)
             * @enum {string}
             */
            status: "active" | "revoked" | "maker_left";
        };
        CreatedApiKey: {
            /** @description uuid */
            id: string;
            name: string;
            /** @enum {string} */
            kind: "v3" | "v2";
            /** @description What identifies the key, never part of its secret: `kpk_<prefix>` (v3) or `<organisationId>:` (v2; the previous platform's organisation id for a key entered from there) */
            prefix: string;
            /** @description true: a v2 key of the previous platform, entered here; only its hash is kept */
            legacy: boolean;
            /** @description ISO 8601 date-time */
            createdAt: string;
            /** @description ISO 8601 date-time */
            lastUsedAt: string | null;
            /** @description the role the key acts with (keys made before restricted keys: the administrator role) */
            roleId: string;
            /** @description predefined role key; null for a custom role */
            role: string | null;
            roleName: string;
            /**
             * @description `all`, or `accounts`: only the payment accounts of `accountIds`
             * @enum {string}
             */
            scope: "all" | "accounts";
            accountIds: string[];
            /** @description the member who made the key (it acts at most with what they hold now); null when made by the platform */
            createdBy: string | null;
            /**
             * @description `maker_left`: the member who made it has left the organisation, and the key is refused (401 `invalid_api_key`)
             * @enum {string}
             */
            status: "active" | "revoked" | "maker_left";
            /** @description the whole key, shown once; null for a key entered from the previous platform, which is never shown again */
            key: string | null;
        };
        AdminOrganisationItem: {
            /** @description uuid */
            id: string;
            name: string;
            legalName: string;
            taxId: string;
            /** @enum {string} */
            kybStatus: "pending" | "verified" | "refused";
            /** @description ISO 8601 date-time */
            contractSignedAt: string | null;
            canCollect: boolean;
            reasons: string[];
            memberCount: number;
            /** @description ISO 8601 date-time */
            createdAt: string;
        };
        OnboardedOrganisation: {
            /** @description uuid */
            id: string;
            name: string;
            legalName: string;
            taxId: string;
            country: string;
            address: string | null;
            city: string | null;
            postalCode: string | null;
            phone: string | null;
            email: string | null;
            website: string | null;
            /** @enum {string} */
            kybStatus: "pending" | "verified" | "refused";
            /** @description ISO 8601 date-time */
            contractSignedAt: string | null;
            activeAffiliations: number;
            canCollect: boolean;
            reasons: string[];
            paymentAccounts: {
                /** @description uuid */
                id: string;
                name: string;
                slug: string;
                isDefault: boolean;
                /** @enum {string} */
                status: "active" | "paused" | "archived";
            }[];
            /**
             * @description staff only: who answers the v2 calls
             * @enum {string}
             */
            v2Mode?: "served" | "relayed";
            /** @description ISO 8601 date-time */
            v2ModeChangedAt?: string | null;
            /** @description staff only: the id the previous platform's keys of this organisation carry */
            v2PreviousOrganisationId?: string | null;
            /** @description staff only: the previous platform's wallet ids and the payment account each reaches */
            v2LegacyWallets?: {
                walletId: string;
                /** @description uuid */
                paymentAccountId: string;
            }[];
            ownerInvitation: {
                /** @description uuid */
                id: string;
                email: string;
                /** @description uuid */
                roleId: string;
                roleName: string;
                /** @enum {string} */
                scope: "all" | "accounts";
                accountIds: string[];
                /** @description ISO 8601 date-time */
                expiresAt: string;
                /** @description ISO 8601 date-time */
                createdAt: string;
                inviteLink: string | null;
            };
        };
        OutboxEvent: {
            /** @description uuid */
            id: string;
            type: string;
            /** @enum {string} */
            status: "pending" | "done" | "failed";
            payload: {
                [key: string]: unknown;
            };
            attempts: number;
            lastError?: string | null;
            /** @description ISO 8601 date-time */
            runAt: string;
            /** @description ISO 8601 date-time */
            doneAt?: string | null;
            /** @description ISO 8601 date-time */
            createdAt: string;
        };
        PaymentTimeline: {
            payment: {
                /** @description uuid */
                id: string;
                reference: string;
                /** @enum {string} */
                status: "pending" | "succeeded" | "failed" | "expired" | "canceled";
                /** @description integer minor units (millimes) */
                amount: number;
                /** @enum {string} */
                currency: "TND";
                description: string | null;
                orderId: string | null;
                payer: {
                    firstName?: string;
                    lastName?: string;
                    email?: string;
                    phone?: string;
                };
                acceptedProviders: string[];
                provider: string | null;
                /** @description uuid */
                organisationId: string;
                /** @description uuid */
                paymentAccountId: string;
                /** @enum {string} */
                channel: "api" | "link" | "svc_me" | "plugin_woocommerce" | "plugin_prestashop" | "plugin_whmcs" | "compat_v2";
                successUrl: string | null;
                failUrl: string | null;
                webhookUrl: string | null;
                /** @description ISO 8601 date-time */
                expiresAt: string;
                metadata: {
                    [key: string]: unknown;
                };
                payUrl: string;
                succeededAttemptId: string | null;
                attemptsCount: number;
                paymentLinkId: string | null;
                result?: {
                    /** @enum {string} */
                    status: "pending" | "succeeded" | "failed" | "expired" | "canceled";
                    provider: string | null;
                    attemptId: string | null;
                    /** @enum {string|null} */
                    failureCode: "declined" | "insufficient_funds" | "limit_exceeded" | "card_expired" | "invalid_instrument" | "authentication_failed" | "fraud_suspected" | "canceled_by_payer" | "session_expired" | "payment_expired" | "provider_unavailable" | "invalid_request" | "merchant_auth_failed" | "unknown_reference" | "unknown" | null;
                    authorizationCode: string | null;
                    instrument: {
                        type?: string | null;
                        brand?: string | null;
                        last4?: string | null;
                        maskedId?: string | null;
                    } | null;
                    attemptsCount: number;
                    failedAttemptsCount: number;
                    checkoutOpensCount: number;
                    /** @description ISO 8601 date-time */
                    firstOpenedAt: string | null;
                    /** @description ISO 8601 date-time */
                    completedAt: string | null;
                    durationMs: number | null;
                    /** @enum {string} */
                    merchantConfirmation: "confirmed" | "pending" | "failed" | "not_configured";
                    merchantConfirmationReason: {
                        outcome?: string | null;
                        statusCode?: number | null;
                        tries?: number | null;
                        timeoutMs?: number | null;
                        endpointDisabled?: boolean | null;
                        /** @description ISO 8601 date-time */
                        nextRetryAt?: string | null;
                        deliveryId?: string | null;
                    } | null;
                };
                /** @description ISO 8601 date-time */
                createdAt: string;
                /** @description ISO 8601 date-time */
                updatedAt: string;
            };
            attempts: {
                /** @description uuid */
                id: string;
                number: number;
                provider: string;
                /** @enum {string} */
                status: "created" | "redirected" | "pending" | "succeeded" | "failed" | "canceled" | "expired" | "refunded";
                /**
                 * @description null until the provider has answered
                 * @enum {string|null}
                 */
                kind: "redirect" | "qr" | "form" | null;
                externalRef: string | null;
                /** @description integer minor units (millimes) */
                amount: number;
                providerFee: number | null;
                affiliation: {
                    affiliationId: string;
                    label: string;
                    environment: string;
                    publicIdentifier: string | null;
                    credentialVersion: number;
                } | null;
                checksCount: number;
                result: {
                    failureCode: string | null;
                    providerResultCode: string | null;
                    providerMessage: string | null;
                    authorizationCode: string | null;
                    instrument: {
                        type?: string | null;
                        brand?: string | null;
                        last4?: string | null;
                        maskedId?: string | null;
                    } | null;
                };
                /** @description ISO 8601 date-time */
                initiatedAt: string | null;
                /** @description ISO 8601 date-time */
                redirectedAt: string | null;
                /** @description ISO 8601 date-time */
                authorizedAt: string | null;
                /** @description ISO 8601 date-time */
                completedAt: string | null;
                durations: {
                    initMs: number | null;
                    payerMs: number | null;
                    totalMs: number | null;
                };
                /** @description ISO 8601 date-time */
                createdAt: string;
                events?: unknown[];
                raw?: unknown;
            }[];
            webhooks: {
                deliveries: {
                    /** @description uuid */
                    id: string;
                    endpointId: string | null;
                    /** @description uuid */
                    paymentId: string;
                    /** @description uuid */
                    eventId: string;
                    eventType: string;
                    url: string;
                    /** @enum {string} */
                    status: "pending" | "delivered" | "failed";
                    attempts: number;
                    lastStatusCode: number | null;
                    lastError: string | null;
                    /** @description ISO 8601 date-time */
                    lastAttemptAt: string | null;
                    /** @description ISO 8601 date-time */
                    deliveredAt: string | null;
                    lastOutcome: string | null;
                    /** @description ISO 8601 date-time */
                    nextRetryAt: string | null;
                    manualTries: number;
                    /** @description ISO 8601 date-time */
                    createdAt: string;
                }[];
                tries: {
                    /** @description uuid */
                    id: string;
                    /** @description uuid */
                    deliveryId: string;
                    endpointId: string | null;
                    /** @description uuid */
                    eventId: string;
                    eventType: string;
                    url: string;
                    tryNumber: number;
                    /** @enum {string} */
                    trigger: "automatic" | "manual";
                    requestedBy: string | null;
                    requestHeaders: {
                        [key: string]: string;
                    };
                    requestBody: string;
                    /** @description ISO 8601 date-time */
                    startedAt: string;
                    durationMs: number | null;
                    outcome: string | null;
                    statusCode: number | null;
                    responseHeaders: {
                        [key: string]: unknown;
                    } | null;
                    responseExcerpt: string | null;
                    errorMessage: string | null;
                    /** @description ISO 8601 date-time */
                    nextRetryAt: string | null;
                }[];
            };
            items: {
                id: string;
                seq: string;
                /** @enum {string} */
                kind: "payment_event" | "attempt_event";
                type: string;
                /** @enum {string} */
                category: "payment" | "checkout" | "attempt" | "notification" | "email" | "anomaly" | "refund" | "reconciliation";
                /** @description ISO 8601 date-time */
                occurredAt: string;
                attemptId: string | null;
                actor: {
                    /** @enum {string} */
                    type: "system" | "merchant_user" | "api_key" | "payer" | "provider" | "admin";
                    id: string | null;
                };
                /** @enum {string} */
                source: "merchant_api" | "dashboard" | "checkout" | "provider_callback" | "poller" | "outbox_worker" | "admin_console" | "system" | "init" | "callback" | "poll" | "manual";
                fromStatus: string | null;
                toStatus: string | null;
                details: {
                    [key: string]: unknown;
                };
                attemptEvent?: {
                    id: string;
                    type: string;
                    fromStatus: string | null;
                    toStatus: string | null;
                    /** @enum {string} */
                    source: "init" | "callback" | "poll" | "manual";
                    details: {
                        [key: string]: unknown;
                    };
                    /** @description ISO 8601 date-time */
                    createdAt: string;
                } | null;
                webhookTry?: {
                    /** @description uuid */
                    id: string;
                    /** @description uuid */
                    deliveryId: string;
                    endpointId: string | null;
                    /** @description uuid */
                    eventId: string;
                    eventType: string;
                    url: string;
                    tryNumber: number;
                    /** @enum {string} */
                    trigger: "automatic" | "manual";
                    requestedBy: string | null;
                    requestHeaders: {
                        [key: string]: string;
                    };
                    requestBody: string;
                    /** @description ISO 8601 date-time */
                    startedAt: string;
                    durationMs: number | null;
                    outcome: string | null;
                    statusCode: number | null;
                    responseHeaders: {
                        [key: string]: unknown;
                    } | null;
                    responseExcerpt: string | null;
                    errorMessage: string | null;
                    /** @description ISO 8601 date-time */
                    nextRetryAt: string | null;
                } | null;
            }[];
            nextCursor?: string | null;
        };
        AdminAffiliation: {
            /** @description uuid */
            id: string;
            /** @description uuid */
            organisationId: string;
            provider: string;
            providerName: string;
            label: string;
            environment: string;
            /** @enum {string} */
            status: "draft" | "verifying" | "active" | "suspended" | "revoked";
            publicIdentifier: string | null;
            credentials: {
                [key: string]: string;
            };
            credentialVersion: number;
            /** @description ISO 8601 date-time */
            verifiedAt: string | null;
            /** @description ISO 8601 date-time */
            lastUsedAt: string | null;
            /** @description ISO 8601 date-time */
            revokedAt: string | null;
            lastVerificationError: string | null;
            paymentAccounts: {
                /** @description uuid */
                id: string;
                name: string;
                /** @enum {string} */
                status: "active" | "paused" | "archived";
            }[];
            /** @description ISO 8601 date-time */
            createdAt: string;
            /** @description ISO 8601 date-time */
            updatedAt: string;
            organisationName: string;
        };
        File: {
            /** @description uuid */
            id: string;
            /** @enum {string} */
            type: "business_contract" | "business_registration" | "patent" | "affiliation_contract" | "identity_document" | "proof_of_address" | "logo" | "other";
            originalName: string;
            mimeType: string;
            sizeBytes: number;
            /** @description ISO 8601 date-time */
            reviewedAt: string | null;
            uploadedBy: string | null;
            /** @description ISO 8601 date-time */
            createdAt: string;
        };
        FileDownload: {
            url: string;
            /** @description ISO 8601 date-time */
            expiresAt: string;
        };
        PaymentAccount: {
            /** @description uuid */
            id: string;
            /** @description uuid */
            organisationId: string;
            name: string;
            slug: string;
            displayName: string | null;
            logoFileId: string | null;
            themeColor: string | null;
            successUrl: string | null;
            failUrl: string | null;
            /** @enum {string} */
            status: "active" | "paused" | "archived";
            isDefault: boolean;
            /** @description ISO 8601 date-time */
            archivedAt: string | null;
            routes: {
                provider: string;
                label: string;
                /** @description uuid */
                affiliationId: string;
                /** @enum {string} */
                affiliationStatus: "draft" | "verifying" | "active" | "suspended" | "revoked" | "unknown";
            }[];
            acceptedProviders: string[];
            /** @description ISO 8601 date-time */
            createdAt: string;
            /** @description ISO 8601 date-time */
            updatedAt: string;
        };
        AccountRoute: {
            provider: string;
            label: string;
            /** @description uuid */
            affiliationId: string;
            /** @enum {string} */
            affiliationStatus: "draft" | "verifying" | "active" | "suspended" | "revoked" | "unknown";
        };
        Provider: {
            /** @enum {string} */
            code: "clictopay" | "flouci" | "izi" | "mpgs_poste" | "pluxee" | "kashy" | "enda_tao";
            name: string;
            attemptKinds: ("redirect" | "qr" | "form")[];
            environments: ("sandbox" | "production")[];
            credentialSchema: {
                fields: {
                    name: string;
                    label: string;
                    /** @description stored encrypted, shown as `****` and the last four characters */
                    secret: boolean;
                    /** @description an anchored regular expression */
                    format: string;
                    formatHint: string;
                }[];
                publicIdentifierField: string;
            };
            /**
             * @description `assumed` when no public protocol was found
             * @enum {string}
             */
            protocol: "published" | "assumed";
        };
        Affiliation: {
            /** @description uuid */
            id: string;
            /** @description uuid */
            organisationId: string;
            provider: string;
            providerName: string;
            label: string;
            environment: string;
            /** @enum {string} */
            status: "draft" | "verifying" | "active" | "suspended" | "revoked";
            publicIdentifier: string | null;
            credentials: {
                [key: string]: string;
            };
            credentialVersion: number;
            /** @description ISO 8601 date-time */
            verifiedAt: string | null;
            /** @description ISO 8601 date-time */
            lastUsedAt: string | null;
            /** @description ISO 8601 date-time */
            revokedAt: string | null;
            lastVerificationError: string | null;
            paymentAccounts: {
                /** @description uuid */
                id: string;
                name: string;
                /** @enum {string} */
                status: "active" | "paused" | "archived";
            }[];
            /** @description ISO 8601 date-time */
            createdAt: string;
            /** @description ISO 8601 date-time */
            updatedAt: string;
        };
        Payment: {
            /** @description uuid */
            id: string;
            reference: string;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed" | "expired" | "canceled";
            /** @description integer minor units (millimes) */
            amount: number;
            /** @enum {string} */
            currency: "TND";
            description: string | null;
            orderId: string | null;
            payer: {
                firstName?: string;
                lastName?: string;
                email?: string;
                phone?: string;
            };
            acceptedProviders: string[];
            provider: string | null;
            /** @description uuid */
            organisationId: string;
            /** @description uuid */
            paymentAccountId: string;
            /** @enum {string} */
            channel: "api" | "link" | "svc_me" | "plugin_woocommerce" | "plugin_prestashop" | "plugin_whmcs" | "compat_v2";
            successUrl: string | null;
            failUrl: string | null;
            webhookUrl: string | null;
            /** @description ISO 8601 date-time */
            expiresAt: string;
            metadata: {
                [key: string]: unknown;
            };
            payUrl: string;
            succeededAttemptId: string | null;
            attemptsCount: number;
            paymentLinkId: string | null;
            result?: {
                /** @enum {string} */
                status: "pending" | "succeeded" | "failed" | "expired" | "canceled";
                provider: string | null;
                attemptId: string | null;
                /** @enum {string|null} */
                failureCode: "declined" | "insufficient_funds" | "limit_exceeded" | "card_expired" | "invalid_instrument" | "authentication_failed" | "fraud_suspected" | "canceled_by_payer" | "session_expired" | "payment_expired" | "provider_unavailable" | "invalid_request" | "merchant_auth_failed" | "unknown_reference" | "unknown" | null;
                authorizationCode: string | null;
                instrument: {
                    type?: string | null;
                    brand?: string | null;
                    last4?: string | null;
                    maskedId?: string | null;
                } | null;
                attemptsCount: number;
                failedAttemptsCount: number;
                checkoutOpensCount: number;
                /** @description ISO 8601 date-time */
                firstOpenedAt: string | null;
                /** @description ISO 8601 date-time */
                completedAt: string | null;
                durationMs: number | null;
                /** @enum {string} */
                merchantConfirmation: "confirmed" | "pending" | "failed" | "not_configured";
                merchantConfirmationReason: {
                    outcome?: string | null;
                    statusCode?: number | null;
                    tries?: number | null;
                    timeoutMs?: number | null;
                    endpointDisabled?: boolean | null;
                    /** @description ISO 8601 date-time */
                    nextRetryAt?: string | null;
                    deliveryId?: string | null;
                } | null;
            };
            /** @description ISO 8601 date-time */
            createdAt: string;
            /** @description ISO 8601 date-time */
            updatedAt: string;
        };
        Attempt: {
            /** @description uuid */
            id: string;
            number: number;
            provider: string;
            /** @enum {string} */
            status: "created" | "redirected" | "pending" | "succeeded" | "failed" | "canceled" | "expired" | "refunded";
            /**
             * @description null until the provider has answered
             * @enum {string|null}
             */
            kind: "redirect" | "qr" | "form" | null;
            externalRef: string | null;
            /** @description integer minor units (millimes) */
            amount: number;
            providerFee: number | null;
            affiliation: {
                affiliationId: string;
                label: string;
                environment: string;
                publicIdentifier: string | null;
                credentialVersion: number;
            } | null;
            checksCount: number;
            result: {
                failureCode: string | null;
                providerResultCode: string | null;
                providerMessage: string | null;
                authorizationCode: string | null;
                instrument: {
                    type?: string | null;
                    brand?: string | null;
                    last4?: string | null;
                    maskedId?: string | null;
                } | null;
            };
            /** @description ISO 8601 date-time */
            initiatedAt: string | null;
            /** @description ISO 8601 date-time */
            redirectedAt: string | null;
            /** @description ISO 8601 date-time */
            authorizedAt: string | null;
            /** @description ISO 8601 date-time */
            completedAt: string | null;
            durations: {
                initMs: number | null;
                payerMs: number | null;
                totalMs: number | null;
            };
            /** @description ISO 8601 date-time */
            createdAt: string;
            events?: unknown[];
            raw?: unknown;
        };
        PaymentLink: {
            /** @description uuid */
            id: string;
            slug: string;
            url: string;
            /** @description uuid */
            organisationId: string;
            /** @description uuid */
            paymentAccountId: string;
            title: string;
            description: string | null;
            /** @enum {string} */
            amountType: "fixed" | "open";
            /** @description integer minor units (millimes) */
            amount: number | null;
            /** @description integer minor units (millimes) */
            minAmount: number | null;
            /** @description integer minor units (millimes) */
            maxAmount: number | null;
            currency: string;
            /** @enum {string} */
            usage: "single" | "reusable";
            maxUses: number | null;
            /** @description ISO 8601 date-time */
            expiresAt: string | null;
            acceptedProviders: string[];
            payerFields: {
                /** @enum {string} */
                name: "hidden" | "optional" | "required";
                /** @enum {string} */
                email: "hidden" | "optional" | "required";
                /** @enum {string} */
                phone: "hidden" | "optional" | "required";
            };
            successMessage: string | null;
            redirectUrl: string | null;
            /** @enum {string} */
            status: "active" | "disabled" | "expired" | "completed";
            paymentsCount: number;
            succeededCount: number;
            /** @description integer minor units (millimes) */
            collectedAmount: number;
            /** @description ISO 8601 date-time */
            disabledAt: string | null;
            /** @description ISO 8601 date-time */
            createdAt: string;
            /** @description ISO 8601 date-time */
            updatedAt: string;
        };
        CheckoutPaymentView: {
            reference: string;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed" | "expired" | "canceled";
            /** @description integer minor units (millimes) */
            amount: number;
            currency: string;
            description: string | null;
            /** @description ISO 8601 date-time */
            expiresAt: string;
            merchant: {
                displayName: string;
                themeColor: string | null;
                logoUrl: string | null;
            };
            providers: {
                code: string;
                name: string;
            }[];
            successUrl: string | null;
            failUrl: string | null;
            successMessage: string | null;
            /** @description `view=result` only */
            result?: {
                /** @enum {string} */
                status: "pending" | "succeeded" | "failed" | "expired" | "canceled";
                provider: string | null;
                providerName: string | null;
                attemptId: string | null;
                /** @enum {string|null} */
                failureCode: "declined" | "insufficient_funds" | "limit_exceeded" | "card_expired" | "invalid_instrument" | "authentication_failed" | "fraud_suspected" | "canceled_by_payer" | "session_expired" | "payment_expired" | "provider_unavailable" | "invalid_request" | "merchant_auth_failed" | "unknown_reference" | "unknown" | null;
                instrument: {
                    type?: string | null;
                    brand?: string | null;
                    last4?: string | null;
                    maskedId?: string | null;
                } | null;
                authorizationCode: string | null;
                /** @description ISO 8601 date-time */
                completedAt: string | null;
                /** @description the payer's address, masked, when a receipt was sent */
                receiptSentTo: string | null;
                /** @description money collected after the payment had ended without success */
                lateSuccess: {
                    attemptId: string;
                    provider: string;
                    providerName: string;
                    instrument: {
                        type?: string | null;
                        brand?: string | null;
                        last4?: string | null;
                        maskedId?: string | null;
                    } | null;
                    authorizationCode: string | null;
                    /** @description ISO 8601 date-time */
                    completedAt: string | null;
                } | null;
            };
            /** @description `view=attempt` only: the latest attempt */
            attempt?: {
                /** @description uuid */
                attemptId: string;
                provider: string;
                /**
                 * @description null until the provider has answered
                 * @enum {string|null}
                 */
                kind: "redirect" | "qr" | "form" | null;
                redirectUrl?: string | null;
                qr?: {
                    content: string;
                    codePay?: string | null;
                } | null;
                form?: {
                    action: string;
                    /** @enum {string} */
                    method: "POST" | "GET";
                    fields: {
                        [key: string]: string;
                    };
                } | null;
                status?: string;
                /** @enum {string} */
                paymentStatus?: "pending" | "succeeded" | "failed" | "expired" | "canceled";
            } | null;
        };
        CheckoutStatusView: {
            reference: string;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed" | "expired" | "canceled";
            provider: string | null;
            /** @description ISO 8601 date-time */
            expiresAt: string;
            successUrl: string | null;
            failUrl: string | null;
            successMessage: string | null;
        };
        CheckoutAttemptView: {
            /** @description uuid */
            attemptId: string;
            provider: string;
            /**
             * @description null until the provider has answered
             * @enum {string|null}
             */
            kind: "redirect" | "qr" | "form" | null;
            redirectUrl?: string | null;
            qr?: {
                content: string;
                codePay?: string | null;
            } | null;
            form?: {
                action: string;
                /** @enum {string} */
                method: "POST" | "GET";
                fields: {
                    [key: string]: string;
                };
            } | null;
            status?: string;
            /** @enum {string} */
            paymentStatus?: "pending" | "succeeded" | "failed" | "expired" | "canceled";
        };
        LinkPublicView: {
            slug: string;
            title: string;
            description: string | null;
            /** @enum {string} */
            status: "active" | "disabled" | "expired" | "completed";
            /** @enum {string} */
            amountType: "fixed" | "open";
            /** @description integer minor units (millimes) */
            amount: number | null;
            /** @description integer minor units (millimes) */
            minAmount: number | null;
            /** @description integer minor units (millimes) */
            maxAmount: number | null;
            currency: string;
            payerFields: {
                /** @enum {string} */
                name: "hidden" | "optional" | "required";
                /** @enum {string} */
                email: "hidden" | "optional" | "required";
                /** @enum {string} */
                phone: "hidden" | "optional" | "required";
            };
            /** @description ISO 8601 date-time */
            expiresAt: string | null;
            merchant: {
                displayName: string;
                themeColor: string | null;
                logoUrl: string | null;
            };
        };
        CallbackReceived: {
            /** @enum {boolean} */
            received: true;
        };
        WebhookEndpoint: {
            /** @description uuid */
            id: string;
            /** @description uuid */
            organisationId: string;
            paymentAccountId: string | null;
            url: string;
            description: string | null;
            events: string[];
            secretHint: string;
            /** @enum {string} */
            status: "active" | "disabled";
            /** @description ISO 8601 date-time */
            disabledAt: string | null;
            /** @description ISO 8601 date-time */
            createdAt: string;
            /** @description ISO 8601 date-time */
            updatedAt: string;
        };
        CreatedWebhookEndpoint: {
            /** @description uuid */
            id: string;
            /** @description uuid */
            organisationId: string;
            paymentAccountId: string | null;
            url: string;
            description: string | null;
            events: string[];
            secretHint: string;
            /** @enum {string} */
            status: "active" | "disabled";
            /** @description ISO 8601 date-time */
            disabledAt: string | null;
            /** @description ISO 8601 date-time */
            createdAt: string;
            /** @description ISO 8601 date-time */
            updatedAt: string;
            secret: string;
        };
        WebhookDelivery: {
            /** @description uuid */
            id: string;
            endpointId: string | null;
            /** @description uuid */
            paymentId: string;
            /** @description uuid */
            eventId: string;
            eventType: string;
            url: string;
            /** @enum {string} */
            status: "pending" | "delivered" | "failed";
            attempts: number;
            lastStatusCode: number | null;
            lastError: string | null;
            /** @description ISO 8601 date-time */
            lastAttemptAt: string | null;
            /** @description ISO 8601 date-time */
            deliveredAt: string | null;
            lastOutcome: string | null;
            /** @description ISO 8601 date-time */
            nextRetryAt: string | null;
            manualTries: number;
            /** @description ISO 8601 date-time */
            createdAt: string;
        };
        V2InitPaymentResponse: {
            payUrl: string;
            paymentRef: string;
        };
        V2PaymentResponse: {
            payment: {
                id: string;
                /** @enum {string} */
                status: "pending" | "completed" | "failed" | "canceled" | "expired" | "refunded" | "partial";
                amount: number;
                /** @description what is left to pay: `amount` until completed, then 0 */
                amountDue: number;
                /** @description what was paid: 0 until completed, then `amount` */
                reachedAmount: number;
                token: string;
                /** @description `amount` (TND only: nothing is converted) */
                convertedAmount: number;
                /** @description 1 (TND only) */
                exchangeRate: number;
                description: string | null;
                /** @description the methods asked for, normalised; none asked: those of the payment's providers */
                acceptedPaymentMethods: ("bank_card" | "e-DINAR" | "flouci" | "wallet")[];
                link: string;
                /** @description the `paymentRef` */
                shortId: string;
                /** @description ISO 8601 date-time */
                expirationDate: string;
                orderId: string | number | null;
                /** @enum {string} */
                type: "immediate" | "partial";
                webhook: string | null;
                successUrl: string | null;
                failUrl: string | null;
                /** @description the wallet id init-payment was sent (a wallet id of the previous platform, or the payment account's id) */
                receiverWallet: string;
                transactions: {
                    id: string;
                    amount: number;
                    /** @enum {string} */
                    method: "bank_card" | "e-DINAR" | "flouci" | "wallet";
                    /** @enum {string} */
                    status: "pending_payment" | "success" | "failed_payment" | "expired" | "canceled" | "refunded";
                    type: string;
                    token: string;
                    ext_payment_ref: string | null;
                    /** @description the provider's code at this service */
                    from: string;
                }[];
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service reaches its table. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Degraded: the table cannot be reached. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    postAuthLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    totp?: string;
                    /** @description one of the recovery codes shown at enable, in place of `totp`; used up */
                    recoveryCode?: string;
                };
            };
        };
        responses: {
            /** @description Signed in; sets the `svc_session` cookie. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_credentials`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_credentials",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_credentials";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`, `totp_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request" | "totp_required";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Too many requests: retry after the `Retry-After` delay. Codes: `too_many_attempts`. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "too_many_attempts",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "too_many_attempts";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Session ended; cookie cleared. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getAuthMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Session"];
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postAuthReauth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    totp?: string;
                    /** @description one of the recovery codes shown at enable, in place of `totp`; used up */
                    recoveryCode?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Reauthenticated"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_credentials`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_credentials",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_credentials" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`, `totp_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request" | "totp_required";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Too many requests: retry after the `Retry-After` delay. Codes: `too_many_attempts`. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "too_many_attempts",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "too_many_attempts";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postAuthPasswordForgot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Accepted, whether the email exists or not; no body. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postAuthPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Password changed; every session ended. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: fix it before retrying. Codes: `invalid_token`, `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_token",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_token" | "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postAuthTotpSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotpSetup"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`, `reauth_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request" | "reauth_required";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postAuthTotpEnable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description 2FA is on; the recovery codes, shown once. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TotpEnabled"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`, `totp_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request" | "totp_required";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Too many requests: retry after the `Retry-After` delay. Codes: `too_many_attempts`. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "too_many_attempts",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "too_many_attempts";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postAuthTotpDisable: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description a current 6-digit TOTP code, or one of the recovery codes (`xxxxx-xxxxx`) */
                    code: string;
                };
            };
        };
        responses: {
            /** @description Done. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`, `reauth_required`, `totp_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request" | "reauth_required" | "totp_required";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Too many requests: retry after the `Retry-After` delay. Codes: `too_many_attempts`. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "too_many_attempts",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "too_many_attempts";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getAuthApiKey: {
        parameters: {
            query?: {
                receiverWalletId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyIdentity"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `organisation_suspended`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "organisation_suspended";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `payment_account_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "payment_account_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "payment_account_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getOrganisationsByIdMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        members: components["schemas"]["Member"][];
                        invitations: components["schemas"]["Invitation"][];
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "permission_denied",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postOrganisationsByIdMembers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    /** Format: uuid */
                    roleId: string;
                    /**
                     * @default all
                     * @enum {string}
                     */
                    scope?: "all" | "accounts";
                    accountIds?: string[];
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedInvitation"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `cross_site_request`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "cross_site_request" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `already_member`, `conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "already_member",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "already_member" | "conflict";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    deleteOrganisationsByIdMembersByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `member_not_found`, `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "member_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "member_not_found" | "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`, `owner_immutable`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict" | "owner_immutable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    patchOrganisationsByIdMembersByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    roleId: string;
                    /**
                     * @default all
                     * @enum {string}
                     */
                    scope?: "all" | "accounts";
                    accountIds?: string[];
                };
            };
        };
        responses: {
            /** @description Done. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `cross_site_request`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "cross_site_request" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `member_not_found`, `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "member_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "member_not_found" | "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`, `owner_immutable`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict" | "owner_immutable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    deleteOrganisationsByIdInvitationsByInvitationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                invitationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `invitation_not_found`, `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invitation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invitation_not_found" | "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `invalid_transition`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_transition",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postInvitationsAccept: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    firstName?: string;
                    lastName?: string;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AcceptedInvitation"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `invalid_token`, `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_token",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_token" | "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `already_member`, `email_taken`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "already_member",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "already_member" | "email_taken";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getOrganisationsByIdRoles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"][];
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "permission_denied",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postOrganisationsByIdRoles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    description?: string | null;
                    permissions?: ("organisation.view" | "organisation.manage" | "members.view" | "members.manage" | "roles.view" | "roles.manage" | "api_keys.view" | "api_keys.manage" | "affiliations.view" | "affiliations.manage" | "accounts.view" | "accounts.manage" | "payments.view" | "payments.manage" | "links.view" | "links.manage" | "webhooks.view" | "webhooks.manage" | "files.view" | "files.manage" | "audit.view" | "audit.manage" | "payments.create" | "payments.cancel" | "payments.export")[];
                    /** Format: uuid */
                    basedOnRoleId?: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `role_name_taken`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "role_name_taken",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "role_name_taken";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    deleteOrganisationsByIdRolesByRoleId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                roleId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`, `role_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found" | "role_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`, `role_in_use`, `role_predefined`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict" | "role_in_use" | "role_predefined";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    patchOrganisationsByIdRolesByRoleId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                roleId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    description?: string | null;
                    permissions?: ("organisation.view" | "organisation.manage" | "members.view" | "members.manage" | "roles.view" | "roles.manage" | "api_keys.view" | "api_keys.manage" | "affiliations.view" | "affiliations.manage" | "accounts.view" | "accounts.manage" | "payments.view" | "payments.manage" | "links.view" | "links.manage" | "webhooks.view" | "webhooks.manage" | "files.view" | "files.manage" | "audit.view" | "audit.manage" | "payments.create" | "payments.cancel" | "payments.export")[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Role"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`, `role_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found" | "role_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`, `role_name_taken`, `role_predefined`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict" | "role_name_taken" | "role_predefined";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getOrganisationsByIdOwnershipTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnershipTransfer"];
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postOrganisationsByIdOwnershipTransfer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    toUserId: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnershipTransfer"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`, `permission_denied`, `reauth_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request" | "permission_denied" | "reauth_required";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `transfer_pending`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "transfer_pending",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "transfer_pending";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postOrganisationsByIdOwnershipTransferByTransferIdAccept: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                transferId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnershipTransfer"];
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`, `transfer_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found" | "transfer_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`, `invalid_transition`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict" | "invalid_transition";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    deleteOrganisationsByIdOwnershipTransferByTransferId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                transferId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OwnershipTransfer"];
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`, `transfer_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found" | "transfer_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `invalid_transition`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_transition",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getOrganisations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganisationListItem"][];
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getOrganisationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganisationDetail"];
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    patchOrganisationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    address?: string | null;
                    city?: string | null;
                    postalCode?: string | null;
                    phone?: string | null;
                    email?: string | null;
                    website?: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganisationDetail"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getOrganisationsByIdContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "permission_denied",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postOrganisationsByIdKybVerify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `invalid_transition`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_transition",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postOrganisationsByIdKybRefuse: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `invalid_transition`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_transition",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getOrganisationsByIdAudit: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["AuditItem"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "permission_denied",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getOrganisationsByIdApiKeys: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ApiKey"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "permission_denied",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postOrganisationsByIdApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /**
                     * @default v3
                     * @enum {string}
                     */
                    kind?: "v3" | "v2";
                    /**
                     * Format: uuid
                     * @description the key's role; the maker's own when omitted
                     */
                    roleId?: string;
                    /**
                     * @description `accounts` when accountIds are given, else the maker's own scope and accounts, when omitted
                     * @enum {string}
                     */
                    scope?: "all" | "accounts";
                    accountIds?: string[];
                    /** @description an existing v2 key of the previous platform (`<24 hexadecimal characters>:<secret>`, with `kind: "v2"`), entered once: only its hash is kept, it is never shown again (re-authentication required) */
                    legacyKey?: string;
                };
            };
        };
        responses: {
            /** @description The key, with its whole `key` shown once. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKey"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`, `permission_denied`, `reauth_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request" | "permission_denied" | "reauth_required";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`, `legacy_id_taken`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict" | "legacy_id_taken";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    deleteOrganisationsByIdApiKeysByApiKeyId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                apiKeyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done; no body. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `api_key_not_found`, `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "api_key_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "api_key_not_found" | "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getAdminOrganisations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrganisationItem"][];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "permission_denied",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postAdminOrganisations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    legalName: string;
                    taxId: string;
                    country: string;
                    address?: string | null;
                    city?: string | null;
                    postalCode?: string | null;
                    phone?: string | null;
                    email?: string | null;
                    website?: string | null;
                    ownerEmail: string;
                };
            };
        };
        responses: {
            /** @description The organisation, with the invitation sent to its owner. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnboardedOrganisation"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getAdminOrganisationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganisationDetail"];
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "permission_denied",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postAdminOrganisationsByIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "active" | "suspended";
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganisationDetail"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `invalid_transition`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_transition",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_transition";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postAdminOrganisationsByIdContract: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    signedAt?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Contract"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postAdminOrganisationsByIdV2Migration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description who answers the v2 calls; unchanged when omitted
                     * @enum {string}
                     */
                    v2Mode?: "served" | "relayed";
                    reason: string;
                    /** @description the previous platform's organisation id: 24 hexadecimal characters (a UUID is still taken) */
                    previousOrganisationId?: string;
                    /** @description the previous platform's wallet ids (24 hexadecimal characters), each with the payment account of this organisation it reaches */
                    legacyWallets?: {
                        walletId: string;
                        /** Format: uuid */
                        paymentAccountId: string;
                    }[];
                    /** @description the shop's existing v2 key, `<24 hexadecimal characters>:<secret>`: kept as its hash only, never shown again */
                    legacyApiKey?: string;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganisationDetail"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`, `invalid_transition`, `legacy_id_taken`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict" | "invalid_transition" | "legacy_id_taken";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getAdminOutbox: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                status?: "pending" | "done" | "failed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["OutboxEvent"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "permission_denied",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getAdminPaymentsByReferenceTimeline: {
        parameters: {
            query?: {
                category?: ("payment" | "checkout" | "attempt" | "notification" | "email" | "anomaly" | "refund" | "reconciliation")[];
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentTimeline"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "permission_denied",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `payment_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "payment_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "payment_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getAdminAffiliations: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                status?: "draft" | "verifying" | "active" | "suspended" | "revoked";
                provider?: "clictopay" | "flouci" | "izi" | "mpgs_poste" | "pluxee" | "kashy" | "enda_tao";
                organisation?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["AdminAffiliation"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "permission_denied",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postAdminOrganisationsByIdFilesByFileIdReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"];
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `file_not_found`, `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "file_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "file_not_found" | "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getOrganisationsByIdFiles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"][];
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "permission_denied",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postOrganisationsByIdFiles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @enum {string} */
                    type: "business_contract" | "business_registration" | "patent" | "affiliation_contract" | "identity_document" | "proof_of_address" | "logo" | "other";
                    file: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["File"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `file_too_large`, `unsupported_file_type`, `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "file_too_large",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "file_too_large" | "unsupported_file_type" | "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request body too large. Codes: `file_too_large`. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "file_too_large",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "file_too_large";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getOrganisationsByIdFilesByFileIdDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileDownload"];
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "permission_denied",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `file_not_found`, `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "file_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "file_not_found" | "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    deleteOrganisationsByIdFilesByFileId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Done. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `file_not_found`, `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "file_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "file_not_found" | "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `file_already_reviewed`, `file_in_use`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "file_already_reviewed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "file_already_reviewed" | "file_in_use";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getOrganisationsByIdPaymentAccounts: {
        parameters: {
            query?: {
                includeArchived?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentAccount"][];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_suspended",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postOrganisationsByIdPaymentAccounts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    slug?: string;
                    displayName?: string | null;
                    logoFileId?: string | null;
                    themeColor?: string | null;
                    successUrl?: string | null;
                    failUrl?: string | null;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentAccount"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `cross_site_request`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "cross_site_request" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`, `slug_taken`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict" | "slug_taken";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getOrganisationsByIdPaymentAccountsByAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentAccount"];
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`, `payment_account_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found" | "payment_account_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    patchOrganisationsByIdPaymentAccountsByAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    name?: string;
                    slug?: string;
                    displayName?: string | null;
                    logoFileId?: string | null;
                    themeColor?: string | null;
                    successUrl?: string | null;
                    failUrl?: string | null;
                    /** @enum {string} */
                    status?: "active" | "paused";
                    /** @constant */
                    isDefault?: true;
                    refundLateSuccesses?: boolean;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentAccount"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `cross_site_request`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "cross_site_request" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`, `payment_account_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found" | "payment_account_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`, `invalid_transition`, `slug_taken`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict" | "invalid_transition" | "slug_taken";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postOrganisationsByIdPaymentAccountsByAccountIdArchive: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentAccount"];
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `cross_site_request`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "cross_site_request" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`, `payment_account_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found" | "payment_account_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`, `default_account_not_archivable`, `invalid_transition`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict" | "default_account_not_archivable" | "invalid_transition";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getOrganisationsByIdPaymentAccountsByAccountIdRouting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        routes: components["schemas"]["AccountRoute"][];
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`, `payment_account_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found" | "payment_account_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    putOrganisationsByIdPaymentAccountsByAccountIdRouting: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                accountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    routes: {
                        /** @enum {string} */
                        provider: "clictopay" | "flouci" | "izi" | "mpgs_poste" | "pluxee" | "kashy" | "enda_tao";
                        /** Format: uuid */
                        affiliationId: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        routes: components["schemas"]["AccountRoute"][];
                    };
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "unauthenticated",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `cross_site_request`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "cross_site_request" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`, `payment_account_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found" | "payment_account_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`, `invalid_transition`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict" | "invalid_transition";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getProviders: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Provider"][];
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getProvidersByCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Provider"];
                };
            };
            /** @description Not found. Codes: `provider_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "provider_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "provider_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getOrganisationsByIdAffiliations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Affiliation"][];
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_suspended",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postOrganisationsByIdAffiliations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    provider: string;
                    environment: string;
                    credentials: unknown;
                    label?: string;
                };
            };
        };
        responses: {
            /** @description The affiliation, its secret credentials masked. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Affiliation"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `invalid_credentials`, `provider_not_available`, `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_credentials",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_credentials" | "provider_not_available" | "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `invalid_credentials`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "invalid_credentials" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `cross_site_request`, `organisation_suspended`, `permission_denied`, `reauth_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "cross_site_request" | "organisation_suspended" | "permission_denied" | "reauth_required";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `affiliation_label_taken`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "affiliation_label_taken",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "affiliation_label_taken";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getOrganisationsByIdAffiliationsByAffiliationId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                affiliationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Affiliation"];
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_suspended",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `affiliation_not_found`, `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "affiliation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "affiliation_not_found" | "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postOrganisationsByIdAffiliationsByAffiliationIdVerify: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                affiliationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Affiliation"];
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `cross_site_request`, `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "cross_site_request" | "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `affiliation_not_found`, `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "affiliation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "affiliation_not_found" | "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `affiliation_revoked`, `conflict`, `invalid_transition`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "affiliation_revoked",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "affiliation_revoked" | "conflict" | "invalid_transition";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    putOrganisationsByIdAffiliationsByAffiliationIdCredentials: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                affiliationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    credentials: unknown;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Affiliation"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `invalid_credentials`, `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_credentials",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_credentials" | "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `invalid_credentials`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "invalid_credentials" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `cross_site_request`, `organisation_suspended`, `permission_denied`, `reauth_required`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "cross_site_request" | "organisation_suspended" | "permission_denied" | "reauth_required";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `affiliation_not_found`, `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "affiliation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "affiliation_not_found" | "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `affiliation_revoked`, `conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "affiliation_revoked",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "affiliation_revoked" | "conflict";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Business rule refused. Codes: `credentials_rejected`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "credentials_rejected",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "credentials_rejected";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Provider failure (v2: the previous platform did not answer). Codes: `provider_unavailable`. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "provider_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "provider_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postOrganisationsByIdAffiliationsByAffiliationIdSuspend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                affiliationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Affiliation"];
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `cross_site_request`, `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "cross_site_request" | "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `affiliation_not_found`, `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "affiliation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "affiliation_not_found" | "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`, `invalid_transition`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict" | "invalid_transition";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postOrganisationsByIdAffiliationsByAffiliationIdResume: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                affiliationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Affiliation"];
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `cross_site_request`, `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "cross_site_request" | "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `affiliation_not_found`, `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "affiliation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "affiliation_not_found" | "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`, `invalid_transition`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict" | "invalid_transition";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Business rule refused. Codes: `credentials_rejected`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "credentials_rejected",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "credentials_rejected";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Provider failure (v2: the previous platform did not answer). Codes: `provider_unavailable`. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "provider_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "provider_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postOrganisationsByIdAffiliationsByAffiliationIdRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                affiliationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Affiliation"];
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `cross_site_request`, `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "cross_site_request" | "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `affiliation_not_found`, `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "affiliation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "affiliation_not_found" | "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `affiliation_revoked`, `conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "affiliation_revoked",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "affiliation_revoked" | "conflict";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getOrganisationsByIdAffiliationsByAffiliationIdAudit: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
                affiliationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["AuditItem"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_suspended",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `affiliation_not_found`, `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "affiliation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "affiliation_not_found" | "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getPayments: {
        parameters: {
            query?: {
                organisationId?: unknown;
                cursor?: string;
                limit?: number;
                from?: string;
                to?: string;
                account?: string;
                provider?: "clictopay" | "flouci" | "izi" | "mpgs_poste" | "pluxee" | "kashy" | "enda_tao";
                status?: "pending" | "succeeded" | "failed" | "expired" | "canceled";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Payment"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `organisation_required`, `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_required",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_required" | "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postPayments: {
        parameters: {
            query?: never;
            header?: {
                /** @description A replay with the same body returns the first response for 24 hours; 1 to 255 visible ASCII characters. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    organisationId?: unknown;
                    /** Format: uuid */
                    paymentAccountId?: string;
                    amount: number;
                    /** @constant */
                    currency: "TND";
                    description?: string | null;
                    orderId?: string | null;
                    payer?: {
                        firstName?: string;
                        lastName?: string;
                        /** Format: email */
                        email?: string;
                        phone?: string;
                    };
                    acceptedProviders?: ("clictopay" | "flouci" | "izi" | "mpgs_poste" | "pluxee" | "kashy" | "enda_tao")[];
                    successUrl?: string | null;
                    failUrl?: string | null;
                    webhookUrl?: string | null;
                    expiresInMinutes?: number;
                    metadata?: {
                        [key: string]: unknown;
                    };
                    /**
                     * @default api
                     * @enum {string}
                     */
                    channel?: "api" | "link";
                    locale?: ("fr" | "ar" | "en") | null;
                };
            };
        };
        responses: {
            /** @description The payment, with its `payUrl`. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `invalid_idempotency_key`, `metadata_too_large`, `organisation_required`, `provider_not_routed`, `validation_failed`, `webhook_url_not_registered`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_idempotency_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_idempotency_key" | "metadata_too_large" | "organisation_required" | "provider_not_routed" | "validation_failed" | "webhook_url_not_registered";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `cross_site_request`, `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "cross_site_request" | "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`, `payment_account_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found" | "payment_account_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `idempotency_request_in_progress`, `payment_account_inactive`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "idempotency_request_in_progress",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "idempotency_request_in_progress" | "payment_account_inactive";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Business rule refused. Codes: `cannot_collect`, `idempotency_key_reused`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cannot_collect",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cannot_collect" | "idempotency_key_reused";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getPaymentsByReference: {
        parameters: {
            query?: {
                organisationId?: unknown;
            };
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `organisation_required`, `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_required",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_required" | "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`, `payment_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found" | "payment_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postPaymentsByReferenceCancel: {
        parameters: {
            query?: never;
            header?: {
                /** @description A replay with the same body returns the first response for 24 hours; 1 to 255 visible ASCII characters. */
                "Idempotency-Key"?: string;
            };
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    organisationId?: unknown;
                    reason?: string | null;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `invalid_idempotency_key`, `organisation_required`, `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_idempotency_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_idempotency_key" | "organisation_required" | "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `cross_site_request`, `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "cross_site_request" | "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`, `payment_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found" | "payment_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`, `idempotency_request_in_progress`, `payment_not_pending`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict" | "idempotency_request_in_progress" | "payment_not_pending";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Business rule refused. Codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "idempotency_key_reused",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "idempotency_key_reused";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getPaymentsByReferenceAttempts: {
        parameters: {
            query?: {
                organisationId?: unknown;
            };
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Attempt"][];
                    };
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `organisation_required`, `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_required",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_required" | "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`, `payment_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found" | "payment_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getPaymentsByReferenceTimeline: {
        parameters: {
            query?: {
                organisationId?: unknown;
                category?: ("payment" | "checkout" | "attempt" | "notification" | "email" | "anomaly" | "refund" | "reconciliation")[];
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentTimeline"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `organisation_required`, `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_required",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_required" | "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`, `payment_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found" | "payment_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getPaymentLinks: {
        parameters: {
            query?: {
                organisationId?: unknown;
                cursor?: string;
                limit?: number;
                q?: string;
                account?: string;
                status?: "active" | "disabled" | "expired" | "completed";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["PaymentLink"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `organisation_required`, `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_required",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_required" | "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postPaymentLinks: {
        parameters: {
            query?: never;
            header?: {
                /** @description A replay with the same body returns the first response for 24 hours; 1 to 255 visible ASCII characters. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description?: string | null;
                    /** @enum {string} */
                    amountType: "fixed" | "open";
                    /** @enum {string} */
                    usage: "single" | "reusable";
                    amount?: number | null;
                    minAmount?: number | null;
                    maxAmount?: number | null;
                    maxUses?: number | null;
                    expiresAt?: string | null;
                    acceptedProviders?: ("clictopay" | "flouci" | "izi" | "mpgs_poste" | "pluxee" | "kashy" | "enda_tao")[] | null;
                    payerFields?: {
                        /** @enum {string} */
                        name?: "hidden" | "optional" | "required";
                        /** @enum {string} */
                        email?: "hidden" | "optional" | "required";
                        /** @enum {string} */
                        phone?: "hidden" | "optional" | "required";
                    };
                    successMessage?: string | null;
                    redirectUrl?: string | null;
                    organisationId?: unknown;
                    /** Format: uuid */
                    paymentAccountId?: string;
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLink"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `amount_bounds_invalid`, `amount_not_allowed`, `amount_required`, `expiry_invalid`, `invalid_idempotency_key`, `max_uses_invalid`, `organisation_required`, `provider_not_routed`, `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "amount_bounds_invalid",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "amount_bounds_invalid" | "amount_not_allowed" | "amount_required" | "expiry_invalid" | "invalid_idempotency_key" | "max_uses_invalid" | "organisation_required" | "provider_not_routed" | "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `cross_site_request`, `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "cross_site_request" | "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`, `payment_account_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found" | "payment_account_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `idempotency_request_in_progress`, `payment_account_inactive`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "idempotency_request_in_progress",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "idempotency_request_in_progress" | "payment_account_inactive";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Business rule refused. Codes: `idempotency_key_reused`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "idempotency_key_reused",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "idempotency_key_reused";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getPaymentLinksByLinkId: {
        parameters: {
            query?: {
                organisationId?: unknown;
            };
            header?: never;
            path: {
                linkId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLink"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `organisation_required`, `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_required",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_required" | "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`, `payment_link_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found" | "payment_link_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    patchPaymentLinksByLinkId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                linkId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    title?: string;
                    description?: string | null;
                    /** @enum {string} */
                    amountType?: "fixed" | "open";
                    /** @enum {string} */
                    usage?: "single" | "reusable";
                    amount?: number | null;
                    minAmount?: number | null;
                    maxAmount?: number | null;
                    maxUses?: number | null;
                    expiresAt?: string | null;
                    acceptedProviders?: ("clictopay" | "flouci" | "izi" | "mpgs_poste" | "pluxee" | "kashy" | "enda_tao")[] | null;
                    payerFields?: {
                        /** @enum {string} */
                        name?: "hidden" | "optional" | "required";
                        /** @enum {string} */
                        email?: "hidden" | "optional" | "required";
                        /** @enum {string} */
                        phone?: "hidden" | "optional" | "required";
                    };
                    successMessage?: string | null;
                    redirectUrl?: string | null;
                    organisationId?: unknown;
                    paymentAccountId?: unknown;
                    slug?: unknown;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLink"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `amount_bounds_invalid`, `amount_not_allowed`, `amount_required`, `expiry_invalid`, `max_uses_invalid`, `organisation_required`, `provider_not_routed`, `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "amount_bounds_invalid",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "amount_bounds_invalid" | "amount_not_allowed" | "amount_required" | "expiry_invalid" | "max_uses_invalid" | "organisation_required" | "provider_not_routed" | "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `cross_site_request`, `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "cross_site_request" | "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`, `payment_link_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found" | "payment_link_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postPaymentLinksByLinkIdDisable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                linkId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    organisationId?: unknown;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLink"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `organisation_required`, `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_required",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_required" | "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `cross_site_request`, `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "cross_site_request" | "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`, `payment_link_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found" | "payment_link_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postPaymentLinksByLinkIdEnable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                linkId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    organisationId?: unknown;
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentLink"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `organisation_required`, `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_required",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_required" | "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `cross_site_request`, `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "cross_site_request" | "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`, `payment_link_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found" | "payment_link_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getPaymentLinksByLinkIdQrSvg: {
        parameters: {
            query?: {
                organisationId?: unknown;
            };
            header?: never;
            path: {
                linkId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description SVG image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/svg+xml": string;
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `organisation_required`, `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_required",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_required" | "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`, `payment_link_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found" | "payment_link_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getPaymentLinksByLinkIdQrPng: {
        parameters: {
            query?: {
                organisationId?: unknown;
            };
            header?: never;
            path: {
                linkId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PNG image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `organisation_required`, `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_required",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_required" | "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`, `payment_link_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found" | "payment_link_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getCheckoutByReference: {
        parameters: {
            query?: {
                view?: "payment" | "result" | "attempt";
            };
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutPaymentView"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `payment_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "payment_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "payment_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Too many requests: retry after the `Retry-After` delay. Codes: `rate_limited`. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "rate_limited",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getCheckoutByReferenceStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutStatusView"];
                };
            };
            /** @description Not found. Codes: `payment_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "payment_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "payment_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Too many requests: retry after the `Retry-After` delay. Codes: `rate_limited`. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "rate_limited",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getCheckoutByReferenceLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The logo image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            /** @description Not found. Codes: `logo_not_found`, `payment_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "logo_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "logo_not_found" | "payment_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Too many requests: retry after the `Retry-After` delay. Codes: `rate_limited`. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "rate_limited",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getCheckoutByReferenceReturn: {
        parameters: {
            query?: {
                outcome?: "success" | "fail" | "back";
            };
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to the merchant success or fail URL. */
            302: {
                headers: {
                    /** @description Where the browser goes next. */
                    Location: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `payment_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "payment_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "payment_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Too many requests: retry after the `Retry-After` delay. Codes: `rate_limited`. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "rate_limited",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postCheckoutByReferenceAttempts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    provider: "clictopay" | "flouci" | "izi" | "mpgs_poste" | "pluxee" | "kashy" | "enda_tao";
                    /** @enum {string} */
                    language?: "fr" | "ar" | "en";
                    payer?: {
                        firstName?: string;
                        lastName?: string;
                        /** Format: email */
                        email?: string;
                        phone?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutAttemptView"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `payer_field_required`, `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "payer_field_required",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "payer_field_required" | "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `payment_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "payment_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "payment_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`, `payment_expired`, `payment_not_pending`, `provider_not_accepted`, `too_many_attempts`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict" | "payment_expired" | "payment_not_pending" | "provider_not_accepted" | "too_many_attempts";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Too many requests: retry after the `Retry-After` delay. Codes: `rate_limited`, `too_many_attempts`. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "rate_limited",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited" | "too_many_attempts";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Provider failure (v2: the previous platform did not answer). Codes: `provider_init_failed`. */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "provider_init_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "provider_init_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getCheckoutByReferenceAttemptsByAttemptId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                reference: string;
                attemptId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutAttemptView"];
                };
            };
            /** @description Not found. Codes: `attempt_not_found`, `payment_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "attempt_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "attempt_not_found" | "payment_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Too many requests: retry after the `Retry-After` delay. Codes: `rate_limited`. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "rate_limited",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getLinksBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LinkPublicView"];
                };
            };
            /** @description Not found. Codes: `payment_link_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "payment_link_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "payment_link_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Too many requests: retry after the `Retry-After` delay. Codes: `rate_limited`. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "rate_limited",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getLinksBySlugLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The logo image. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/*": string;
                };
            };
            /** @description Not found. Codes: `logo_not_found`, `payment_link_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "logo_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "logo_not_found" | "payment_link_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Too many requests: retry after the `Retry-After` delay. Codes: `rate_limited`. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "rate_limited",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postLinksBySlugPayments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    amount?: number;
                    payer?: {
                        firstName?: string;
                        lastName?: string;
                        /** Format: email */
                        email?: string;
                        phone?: string;
                    };
                };
            };
        };
        responses: {
            /** @description Created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reference: string;
                        payUrl: string;
                    };
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `amount_not_allowed`, `amount_out_of_bounds`, `amount_required`, `metadata_too_large`, `payer_field_required`, `provider_not_routed`, `validation_failed`, `webhook_url_not_registered`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "amount_not_allowed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "amount_not_allowed" | "amount_out_of_bounds" | "amount_required" | "metadata_too_large" | "payer_field_required" | "provider_not_routed" | "validation_failed" | "webhook_url_not_registered";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `payment_account_not_found`, `payment_link_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "payment_account_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "payment_account_not_found" | "payment_link_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`, `link_busy`, `link_completed`, `link_disabled`, `link_expired`, `payment_account_inactive`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict" | "link_busy" | "link_completed" | "link_disabled" | "link_expired" | "payment_account_inactive";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Business rule refused. Codes: `cannot_collect`. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cannot_collect",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cannot_collect";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Too many requests: retry after the `Retry-After` delay. Codes: `rate_limited`. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "rate_limited",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getCallbacksByProviderByAttemptId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
                attemptId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to the `Location` header. */
            302: {
                headers: {
                    /** @description Where the browser goes next. */
                    Location: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not found. Codes: `attempt_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "attempt_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "attempt_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Too many requests: retry after the `Retry-After` delay. Codes: `rate_limited`. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "rate_limited",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postCallbacksByProviderByAttemptId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                provider: string;
                attemptId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/x-www-form-urlencoded": {
                    [key: string]: string;
                };
            };
        };
        responses: {
            /** @description The attempt was checked with the provider. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CallbackReceived"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `attempt_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "attempt_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "attempt_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `conflict`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "conflict",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "conflict";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Too many requests: retry after the `Retry-After` delay. Codes: `rate_limited`. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "rate_limited",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "rate_limited";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getOrganisationsByIdWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"][];
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_suspended",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postOrganisationsByIdWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    paymentAccountId?: string | null;
                    events?: ("payment.succeeded" | "payment.failed" | "payment.expired" | "payment.canceled" | "attempt.duplicate_success")[];
                    description?: string | null;
                };
            };
        };
        responses: {
            /** @description The endpoint with its signing `secret`, shown once. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhookEndpoint"];
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `account_out_of_scope`, `cross_site_request`, `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "account_out_of_scope",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "account_out_of_scope" | "cross_site_request" | "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `webhook_endpoint_limit_reached`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "webhook_endpoint_limit_reached",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "webhook_endpoint_limit_reached";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getOrganisationsByIdWebhooksByEndpointId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_suspended",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`, `webhook_endpoint_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found" | "webhook_endpoint_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    deleteOrganisationsByIdWebhooksByEndpointId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`, `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request" | "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`, `webhook_endpoint_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found" | "webhook_endpoint_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `webhook_endpoint_disabled`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "webhook_endpoint_disabled",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "webhook_endpoint_disabled";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    getOrganisationsByIdWebhooksByEndpointIdDeliveries: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                status?: "pending" | "delivered" | "failed";
            };
            header?: never;
            path: {
                id: string;
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["WebhookDelivery"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid request: fix it before retrying. Codes: `validation_failed`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_suspended",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`, `webhook_endpoint_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found" | "webhook_endpoint_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postOrganisationsByIdWebhooksDeliveriesByDeliveryIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery, its manual try queued. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Missing or invalid credential. Codes: `invalid_api_key`, `unauthenticated`. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "invalid_api_key",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_api_key" | "unauthenticated";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). Codes: `cross_site_request`, `organisation_suspended`, `permission_denied`. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "cross_site_request",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "cross_site_request" | "organisation_suspended" | "permission_denied";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Not found. Codes: `organisation_not_found`, `webhook_delivery_not_found`. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "organisation_not_found",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "organisation_not_found" | "webhook_delivery_not_found";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Conflict with the current state, or an identical request still running. Codes: `webhook_delivery_pending`, `webhook_endpoint_disabled`. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "webhook_delivery_pending",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "webhook_delivery_pending" | "webhook_endpoint_disabled";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). Codes: `validation_failed`. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "validation_failed",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "validation_failed";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Incident at the service. Codes: `internal_error`. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "internal_error",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "internal_error";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. Codes: `service_unavailable`. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "error": "service_unavailable",
                     *       "message": "A readable explanation."
                     *     }
                     */
                    "application/json": {
                        /** @enum {string} */
                        error: "service_unavailable";
                        message: string;
                        fields?: {
                            field: string;
                            message: string;
                        }[];
                        reason?: string;
                        providerErrorCode?: string | null;
                    };
                };
            };
        };
    };
    postApiV2PaymentsInitPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    receiverWalletId: string;
                    amount?: number;
                    /** @default TND */
                    token?: string;
                    description?: string;
                    lifespan?: number;
                    acceptedPaymentMethods?: string[];
                    /** Format: uri */
                    webhook?: string;
                    silentWebhook?: boolean;
                    /** Format: uri */
                    successUrl?: string;
                    /** Format: uri */
                    failUrl?: string;
                    /** @enum {string} */
                    theme?: "light" | "dark";
                    checkoutForm?: boolean;
                    orderId?: string | number;
                    /** @enum {string} */
                    type?: "immediate" | "partial";
                    receiverPhoneNumber?: string;
                    firstName?: string;
                    lastName?: string;
                    phoneNumber?: string;
                    email?: string;
                    /** @enum {string} */
                    channel?: "plugin_woocommerce" | "plugin_prestashop" | "plugin_whmcs";
                };
                "application/x-www-form-urlencoded": {
                    receiverWalletId: string;
                    amount?: number;
                    /** @default TND */
                    token?: string;
                    description?: string;
                    lifespan?: number;
                    acceptedPaymentMethods?: string[];
                    /** Format: uri */
                    webhook?: string;
                    silentWebhook?: boolean;
                    /** Format: uri */
                    successUrl?: string;
                    /** Format: uri */
                    failUrl?: string;
                    /** @enum {string} */
                    theme?: "light" | "dark";
                    checkoutForm?: boolean;
                    orderId?: string | number;
                    /** @enum {string} */
                    type?: "immediate" | "partial";
                    receiverPhoneNumber?: string;
                    firstName?: string;
                    lastName?: string;
                    phoneNumber?: string;
                    email?: string;
                    /** @enum {string} */
                    channel?: "plugin_woocommerce" | "plugin_prestashop" | "plugin_whmcs";
                };
            };
        };
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V2InitPaymentResponse"];
                };
            };
            /** @description Invalid request: fix it before retrying. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Invalid request: amount must be 100 millimes at least",
                     *       "errors": [
                     *         {
                     *           "msg": "must be 100 millimes at least",
                     *           "param": "amount",
                     *           "message": "must be 100 millimes at least"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        /** @description always sent by this service: the invalid fields, summed up */
                        message?: string;
                        errors: {
                            msg: string;
                            param: string;
                            /** @description always sent by this service: equal to `msg` */
                            message?: string;
                        }[];
                    };
                };
            };
            /** @description Missing or invalid credential. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthorized",
                     *       "errors": [
                     *         {
                     *           "message": "Unauthorized",
                     *           "msg": "Unauthorized"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        message: string;
                        /** @description always sent by this service: one entry whose `message` and `msg` repeat `message` */
                        errors?: {
                            message: string;
                            msg: string;
                        }[];
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthorized",
                     *       "errors": [
                     *         {
                     *           "message": "Unauthorized",
                     *           "msg": "Unauthorized"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        message: string;
                        /** @description always sent by this service: one entry whose `message` and `msg` repeat `message` */
                        errors?: {
                            message: string;
                            msg: string;
                        }[];
                    };
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthorized",
                     *       "errors": [
                     *         {
                     *           "message": "Unauthorized",
                     *           "msg": "Unauthorized"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        message: string;
                        /** @description always sent by this service: one entry whose `message` and `msg` repeat `message` */
                        errors?: {
                            message: string;
                            msg: string;
                        }[];
                    };
                };
            };
            /** @description Business rule refused. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthorized",
                     *       "errors": [
                     *         {
                     *           "message": "Unauthorized",
                     *           "msg": "Unauthorized"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        message: string;
                        /** @description always sent by this service: one entry whose `message` and `msg` repeat `message` */
                        errors?: {
                            message: string;
                            msg: string;
                        }[];
                    };
                };
            };
            /** @description Too many requests: retry after the `Retry-After` delay. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthorized",
                     *       "errors": [
                     *         {
                     *           "message": "Unauthorized",
                     *           "msg": "Unauthorized"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        message: string;
                        /** @description always sent by this service: one entry whose `message` and `msg` repeat `message` */
                        errors?: {
                            message: string;
                            msg: string;
                        }[];
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthorized",
                     *       "errors": [
                     *         {
                     *           "message": "Unauthorized",
                     *           "msg": "Unauthorized"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        message: string;
                        /** @description always sent by this service: one entry whose `message` and `msg` repeat `message` */
                        errors?: {
                            message: string;
                            msg: string;
                        }[];
                    };
                };
            };
            /** @description Incident at the service. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthorized",
                     *       "errors": [
                     *         {
                     *           "message": "Unauthorized",
                     *           "msg": "Unauthorized"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        message: string;
                        /** @description always sent by this service: one entry whose `message` and `msg` repeat `message` */
                        errors?: {
                            message: string;
                            msg: string;
                        }[];
                    };
                };
            };
            /** @description Provider failure (v2: the previous platform did not answer). */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthorized",
                     *       "errors": [
                     *         {
                     *           "message": "Unauthorized",
                     *           "msg": "Unauthorized"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        message: string;
                        /** @description always sent by this service: one entry whose `message` and `msg` repeat `message` */
                        errors?: {
                            message: string;
                            msg: string;
                        }[];
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthorized",
                     *       "errors": [
                     *         {
                     *           "message": "Unauthorized",
                     *           "msg": "Unauthorized"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        message: string;
                        /** @description always sent by this service: one entry whose `message` and `msg` repeat `message` */
                        errors?: {
                            message: string;
                            msg: string;
                        }[];
                    };
                };
            };
        };
    };
    getApiV2PaymentsByPaymentId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                paymentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["V2PaymentResponse"];
                };
            };
            /** @description Missing or invalid credential. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthorized",
                     *       "errors": [
                     *         {
                     *           "message": "Unauthorized",
                     *           "msg": "Unauthorized"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        message: string;
                        /** @description always sent by this service: one entry whose `message` and `msg` repeat `message` */
                        errors?: {
                            message: string;
                            msg: string;
                        }[];
                    };
                };
            };
            /** @description Forbidden (permission, scope, re-authentication, 2FA). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthorized",
                     *       "errors": [
                     *         {
                     *           "message": "Unauthorized",
                     *           "msg": "Unauthorized"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        message: string;
                        /** @description always sent by this service: one entry whose `message` and `msg` repeat `message` */
                        errors?: {
                            message: string;
                            msg: string;
                        }[];
                    };
                };
            };
            /** @description Not found. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthorized",
                     *       "errors": [
                     *         {
                     *           "message": "Unauthorized",
                     *           "msg": "Unauthorized"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        message: string;
                        /** @description always sent by this service: one entry whose `message` and `msg` repeat `message` */
                        errors?: {
                            message: string;
                            msg: string;
                        }[];
                    };
                };
            };
            /** @description Business rule refused. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthorized",
                     *       "errors": [
                     *         {
                     *           "message": "Unauthorized",
                     *           "msg": "Unauthorized"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        message: string;
                        /** @description always sent by this service: one entry whose `message` and `msg` repeat `message` */
                        errors?: {
                            message: string;
                            msg: string;
                        }[];
                    };
                };
            };
            /** @description Too many requests: retry after the `Retry-After` delay. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthorized",
                     *       "errors": [
                     *         {
                     *           "message": "Unauthorized",
                     *           "msg": "Unauthorized"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        message: string;
                        /** @description always sent by this service: one entry whose `message` and `msg` repeat `message` */
                        errors?: {
                            message: string;
                            msg: string;
                        }[];
                    };
                };
            };
            /** @description Request headers too large (answered by the gateway before any route runs). */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthorized",
                     *       "errors": [
                     *         {
                     *           "message": "Unauthorized",
                     *           "msg": "Unauthorized"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        message: string;
                        /** @description always sent by this service: one entry whose `message` and `msg` repeat `message` */
                        errors?: {
                            message: string;
                            msg: string;
                        }[];
                    };
                };
            };
            /** @description Incident at the service. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthorized",
                     *       "errors": [
                     *         {
                     *           "message": "Unauthorized",
                     *           "msg": "Unauthorized"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        message: string;
                        /** @description always sent by this service: one entry whose `message` and `msg` repeat `message` */
                        errors?: {
                            message: string;
                            msg: string;
                        }[];
                    };
                };
            };
            /** @description Provider failure (v2: the previous platform did not answer). */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthorized",
                     *       "errors": [
                     *         {
                     *           "message": "Unauthorized",
                     *           "msg": "Unauthorized"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        message: string;
                        /** @description always sent by this service: one entry whose `message` and `msg` repeat `message` */
                        errors?: {
                            message: string;
                            msg: string;
                        }[];
                    };
                };
            };
            /** @description Service busy (storage throttled): retry after the `Retry-After` delay. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying. */
                    "Retry-After": string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Unauthorized",
                     *       "errors": [
                     *         {
                     *           "message": "Unauthorized",
                     *           "msg": "Unauthorized"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        message: string;
                        /** @description always sent by this service: one entry whose `message` and `msg` repeat `message` */
                        errors?: {
                            message: string;
                            msg: string;
                        }[];
                    };
                };
            };
        };
    };
    webhook_payment_succeeded: {
        parameters: {
            query?: never;
            header: {
                "Svc-Signature": string;
                "Svc-Event-Id": string;
                "Svc-Event-Type": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description uuid */
                    id: string;
                    /** @enum {string} */
                    type: "payment.succeeded" | "payment.failed" | "payment.expired" | "payment.canceled" | "attempt.duplicate_success";
                    /** @description ISO 8601 date-time */
                    createdAt: string;
                    data: {
                        payment: {
                            /** @description uuid */
                            id: string;
                            reference: string;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed" | "expired" | "canceled";
                            /** @description integer minor units (millimes) */
                            amount: number;
                            currency: string;
                            orderId: string | null;
                            provider: string | null;
                            /** @description uuid */
                            paymentAccountId: string;
                        };
                        attempt?: {
                            /** @description uuid */
                            id: string;
                            provider: string;
                            status: string;
                            externalRef: string | null;
                            authorizationCode: string | null;
                            /** @description ISO 8601 date-time */
                            completedAt: string | null;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx answer within 10 seconds acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_failed: {
        parameters: {
            query?: never;
            header: {
                "Svc-Signature": string;
                "Svc-Event-Id": string;
                "Svc-Event-Type": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description uuid */
                    id: string;
                    /** @enum {string} */
                    type: "payment.succeeded" | "payment.failed" | "payment.expired" | "payment.canceled" | "attempt.duplicate_success";
                    /** @description ISO 8601 date-time */
                    createdAt: string;
                    data: {
                        payment: {
                            /** @description uuid */
                            id: string;
                            reference: string;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed" | "expired" | "canceled";
                            /** @description integer minor units (millimes) */
                            amount: number;
                            currency: string;
                            orderId: string | null;
                            provider: string | null;
                            /** @description uuid */
                            paymentAccountId: string;
                        };
                        attempt?: {
                            /** @description uuid */
                            id: string;
                            provider: string;
                            status: string;
                            externalRef: string | null;
                            authorizationCode: string | null;
                            /** @description ISO 8601 date-time */
                            completedAt: string | null;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx answer within 10 seconds acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_expired: {
        parameters: {
            query?: never;
            header: {
                "Svc-Signature": string;
                "Svc-Event-Id": string;
                "Svc-Event-Type": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description uuid */
                    id: string;
                    /** @enum {string} */
                    type: "payment.succeeded" | "payment.failed" | "payment.expired" | "payment.canceled" | "attempt.duplicate_success";
                    /** @description ISO 8601 date-time */
                    createdAt: string;
                    data: {
                        payment: {
                            /** @description uuid */
                            id: string;
                            reference: string;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed" | "expired" | "canceled";
                            /** @description integer minor units (millimes) */
                            amount: number;
                            currency: string;
                            orderId: string | null;
                            provider: string | null;
                            /** @description uuid */
                            paymentAccountId: string;
                        };
                        attempt?: {
                            /** @description uuid */
                            id: string;
                            provider: string;
                            status: string;
                            externalRef: string | null;
                            authorizationCode: string | null;
                            /** @description ISO 8601 date-time */
                            completedAt: string | null;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx answer within 10 seconds acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_payment_canceled: {
        parameters: {
            query?: never;
            header: {
                "Svc-Signature": string;
                "Svc-Event-Id": string;
                "Svc-Event-Type": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description uuid */
                    id: string;
                    /** @enum {string} */
                    type: "payment.succeeded" | "payment.failed" | "payment.expired" | "payment.canceled" | "attempt.duplicate_success";
                    /** @description ISO 8601 date-time */
                    createdAt: string;
                    data: {
                        payment: {
                            /** @description uuid */
                            id: string;
                            reference: string;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed" | "expired" | "canceled";
                            /** @description integer minor units (millimes) */
                            amount: number;
                            currency: string;
                            orderId: string | null;
                            provider: string | null;
                            /** @description uuid */
                            paymentAccountId: string;
                        };
                        attempt?: {
                            /** @description uuid */
                            id: string;
                            provider: string;
                            status: string;
                            externalRef: string | null;
                            authorizationCode: string | null;
                            /** @description ISO 8601 date-time */
                            completedAt: string | null;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx answer within 10 seconds acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    webhook_attempt_duplicate_success: {
        parameters: {
            query?: never;
            header: {
                "Svc-Signature": string;
                "Svc-Event-Id": string;
                "Svc-Event-Type": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description uuid */
                    id: string;
                    /** @enum {string} */
                    type: "payment.succeeded" | "payment.failed" | "payment.expired" | "payment.canceled" | "attempt.duplicate_success";
                    /** @description ISO 8601 date-time */
                    createdAt: string;
                    data: {
                        payment: {
                            /** @description uuid */
                            id: string;
                            reference: string;
                            /** @enum {string} */
                            status: "pending" | "succeeded" | "failed" | "expired" | "canceled";
                            /** @description integer minor units (millimes) */
                            amount: number;
                            currency: string;
                            orderId: string | null;
                            provider: string | null;
                            /** @description uuid */
                            paymentAccountId: string;
                        };
                        attempt?: {
                            /** @description uuid */
                            id: string;
                            provider: string;
                            status: string;
                            externalRef: string | null;
                            authorizationCode: string | null;
                            /** @description ISO 8601 date-time */
                            completedAt: string | null;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx answer within 10 seconds acknowledges the event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
