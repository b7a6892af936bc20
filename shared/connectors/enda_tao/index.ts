// The Enda TAO connector (assumed protocol, see mapping.ts): mobile payment confirmed on Enda's page.
import { defineAssumedConnector } from '../assumed/template.js';
import { endaTaoProtocol } from './mapping.js';

export const endaTaoConnector = defineAssumedConnector(endaTaoProtocol);
