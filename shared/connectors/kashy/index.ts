// The Kashy connector (assumed protocol, see mapping.ts): the payer scans a QR code (attempt kind `qr`).
import { defineAssumedConnector } from '../assumed/template.js';
import { kashyProtocol } from './mapping.js';

export const kashyConnector = defineAssumedConnector(kashyProtocol);
