import { describe, expect, it } from 'vitest';
import { compilePath } from '../../../../shared/http/route-manifest.js';

describe('compilePath', () => {
  const match = compilePath('/payments/{reference}/attempts/{attemptId}');

  it('matches a path and decodes its parameters', () => {
    expect(match('/payments/ab%20c/attempts/x%2Fy')).toEqual({ reference: 'ab c', attemptId: 'x/y' });
    expect(match('/payments/abc/attempts/')).toBeUndefined();
  });

  it('keeps a malformed percent-encoding as sent instead of throwing (the route then answers an unknown id)', () => {
    expect(match('/payments/%ED%A0%80/attempts/%E0%A4%A')).toEqual({ reference: '%ED%A0%80', attemptId: '%E0%A4%A' });
  });
});
