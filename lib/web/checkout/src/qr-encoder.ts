// The QR code encoder, on its own so that the build makes it a chunk of its own name
// (assets/qr-encoder-<hash>.js) that the QR code screen loads when it first draws a code.
export { renderSVG } from 'uqr';
