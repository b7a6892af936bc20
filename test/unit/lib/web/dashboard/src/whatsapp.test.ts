// The WhatsApp share of a payment's link: the payer's phone in the international digits wa.me
// wants, whichever way it was written, and the address carrying the message.
import { describe, expect, it } from 'vitest';
import { whatsappHref, whatsappNumber } from '../../../../../../lib/web/dashboard/src/whatsapp.js';

describe('whatsappNumber', () => {
  it('reads a Tunisian number written any usual way', () => {
    for (const phone of ['+216 20 123 456', '+21620123456', '0021620123456', '00216 20-123-456', '20123456', ' 20 123 456 ', '(+216) 20.123.456', '216 20 123 456']) {
      expect(whatsappNumber(phone), phone).toBe('21620123456');
    }
  });

  it('keeps another country’s international number', () => {
    expect(whatsappNumber('+33 6 12 34 56 78')).toBe('33612345678');
    expect(whatsappNumber('0033612345678')).toBe('33612345678');
  });

  it('gives nothing for a national number of another country, a too short or too long one, or letters', () => {
    for (const phone of [undefined, null, '', '06 12 34 56 78', '123', '+1234567890123456', 'call me', '+216 20 123 45x']) {
      expect(whatsappNumber(phone), String(phone)).toBeUndefined();
    }
  });
});

describe('whatsappHref', () => {
  it('opens a chat with the number, or lets the user pick one, the message encoded', () => {
    const text = 'Bonjour, voici le lien pour payer 12,500 DT : https://pay.example.tn/pay/abc?lang=fr&x=1';
    const toPayer = new URL(whatsappHref(text, '21620123456'));
    expect(`${toPayer.origin}${toPayer.pathname}`).toBe('https://wa.me/21620123456');
    expect(toPayer.searchParams.get('text')).toBe(text);
    expect([...toPayer.searchParams.keys()]).toEqual(['text']);
    const anyChat = new URL(whatsappHref(text));
    expect(`${anyChat.origin}${anyChat.pathname}`).toBe('https://wa.me/');
    expect(anyChat.searchParams.get('text')).toBe(text);
  });
});
