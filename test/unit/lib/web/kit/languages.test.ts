import { describe, expect, it } from 'vitest';
import { fillMessage, languagesOf } from '../../../../../lib/web/kit/languages.js';

const { fr, ar, en } = languagesOf({ fr: {}, ar: {}, en: {} });

describe('fillMessage', () => {
  it('elides de, que, le and la before a French value that begins with a vowel', () => {
    expect(fillMessage('Retourner sur le site de {merchant}', fr, { merchant: 'Épicerie Amal' })).toBe('Retourner sur le site d’Épicerie Amal');
    expect(fillMessage('après que {merchant} a annulé', fr, { merchant: 'Atelier Nour' })).toBe('après qu’Atelier Nour a annulé');
    expect(fillMessage('De {name} ou de {other}', fr, { name: 'Omar', other: 'Izi' })).toBe('D’Omar ou d’Izi');
  });

  it('keeps de before a consonant, an h, a y, a digit, and in other languages', () => {
    expect(fillMessage('le site de {merchant}', fr, { merchant: 'Hanout' })).toBe('le site de Hanout');
    expect(fillMessage('le site de {merchant}', fr, { merchant: 'Yasmine' })).toBe('le site de Yasmine');
    expect(fillMessage('Signé le {date}', fr, { date: '12 mars 2026' })).toBe('Signé le 12 mars 2026');
    expect(fillMessage('le montant de {amount}', fr, { amount: '12,500 DT' })).toBe('le montant de 12,500 DT');
    // "de" inside a word, or a placeholder left unfilled, is not touched.
    expect(fillMessage('mode {x}', fr, { x: 'Avion' })).toBe('mode Avion');
    expect(fillMessage('le site de {merchant}', fr, {})).toBe('le site de {merchant}');
    expect(fillMessage('the site of {merchant}', en, { merchant: 'Épicerie Amal' })).toBe('the site of Épicerie Amal');
  });

  it('isolates values right to left', () => {
    expect(fillMessage('موقع {merchant}', ar, { merchant: 'Épicerie' })).toBe('موقع \u2068Épicerie\u2069');
  });
});
