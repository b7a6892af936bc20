// Delivery of a simulated provider's server callback to the merchant: one POST per copy, each
// recorded with the answer it got, so that tests and the /__sim/ page can see what was sent.
import type { OutgoingCallback, SentCallback } from './protocol.js';

const CALLBACK_TIMEOUT_MS = 5_000;

export async function deliverCallback(orderId: string, url: string, callback: OutgoingCallback, copies: number): Promise<SentCallback[]> {
  const sent: SentCallback[] = [];
  for (let copy = 1; copy <= copies; copy++) {
    const record: SentCallback = {
      orderId,
      url,
      copy,
      body: callback.body,
      httpStatus: null,
      error: null,
      at: new Date().toISOString(),
    };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': callback.contentType, ...callback.headers },
        body: callback.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      record.httpStatus = response.status;
    } catch (error) {
      record.error = (error as Error).message;
    }
    sent.push(record);
  }
  return sent;
}
