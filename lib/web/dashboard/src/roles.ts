// A role's name in the page's language: a predefined role is named by its key (the API's name is
// English); a custom role by the name the organisation gave it.
import { PREDEFINED_ROLE_KEYS, type PredefinedRoleKey } from '../../../../shared/domain/permissions.js';
import { t } from './i18n/index.js';

export const roleName = (key: string | null | undefined, name: string): string =>
  key && (PREDEFINED_ROLE_KEYS as readonly string[]).includes(key) ? t(`roleName_${key as PredefinedRoleKey}`) : name;
