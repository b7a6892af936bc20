import { routeGroup } from '../../../shared/http/route-group.js';
import { getCatalogueEntry, listCatalogue } from './providers.js';
import { providersRoutes } from './routes.js';

export const handler = routeGroup(providersRoutes, {
  'GET /providers': listCatalogue,
  'GET /providers/{code}': getCatalogueEntry,
});
