// The izi connector (assumed protocol, see mapping.ts): wallet payment on izi's page.
import { defineAssumedConnector } from '../assumed/template.js';
import { iziProtocol } from './mapping.js';

export const iziConnector = defineAssumedConnector(iziProtocol);
