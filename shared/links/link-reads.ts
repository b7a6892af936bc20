// What the HTTP layer reads of payment links. Named reads: handlers call these, never the store.
import * as payment_links_repository from '../store/payment-links-repository.js';

export const getLinkBySlug: typeof payment_links_repository.getLinkBySlug = (...args) => payment_links_repository.getLinkBySlug(...args);
export const listLinks: typeof payment_links_repository.listLinks = (...args) => payment_links_repository.listLinks(...args);
