// How staff find an organisation: part of its name or legal name, case and accents aside; its tax
// id with or without separators.
import { describe, expect, it } from 'vitest';
import { foldText, organisationMatches } from '../../../../shared/organisations/organisation-search.js';

const sfax = { name: 'Épicerie Fine Sfax', legalName: 'Épicerie Fine Sfax SARL', taxId: '7654321/B/M/000' };
const arabic = { name: 'مخبزة النور', legalName: 'شركة مخبزة النور', taxId: '1234567A' };

describe('organisationMatches', () => {
  it('finds by part of the name or legal name, case, accents and spaces aside', () => {
    for (const query of ['epicerie', 'ÉPICERIE', 'fine  sfax', 'sfax sarl', ' Fine ']) expect(organisationMatches(sfax, query), query).toBe(true);
    expect(organisationMatches(arabic, 'النور')).toBe(true);
    expect(organisationMatches(sfax, 'sousse')).toBe(false);
  });

  it('finds by the tax id typed with or without its separators', () => {
    for (const query of ['7654321', '7654321/B/M', '7654321bm', '7654321 b m 000', '765-4321']) expect(organisationMatches(sfax, query), query).toBe(true);
    expect(organisationMatches(sfax, '7654322')).toBe(false);
    // Separators alone find nothing in particular.
    expect(organisationMatches(sfax, '//')).toBe(false);
  });

  it('finds every organisation with an empty query', () => {
    expect(organisationMatches(sfax, '  ')).toBe(true);
  });
});

describe('foldText', () => {
  it('drops accents and case, keeps other scripts', () => {
    expect(foldText('  Café  Ölçü ')).toBe('cafe olcu');
    expect(foldText('مخبزة')).toBe('مخبزة');
  });
});
