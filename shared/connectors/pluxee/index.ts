// The Pluxee connector (assumed protocol, see mapping.ts): meal-voucher card payment on Pluxee's page.
import { defineAssumedConnector } from '../assumed/template.js';
import { pluxeeProtocol } from './mapping.js';

export const pluxeeConnector = defineAssumedConnector(pluxeeProtocol);
