import { describe, expect, it } from 'vitest';
import { DEFAULT_NEAR_RADIUS_KM, NEAR_RADII_KM, NEAR_RADIUS_MESSAGE, distanceLabel, unknownPlaceMessage, unknownPlaceSuggestions } from '../src/location.ts';
import { ZJobFilterInput } from '../src/schemas/inputs.ts';

describe('search by distance: the shared rules', () => {
  it('says how far a job is in whole kilometres, and less than 1 km below one', () => {
    expect(distanceLabel(0, 'Laval')).toBe('less than 1 km from Laval');
    expect(distanceLabel(0.96, 'Laval')).toBe('less than 1 km from Laval');
    expect(distanceLabel(1, 'Laval')).toBe('about 1 km from Laval');
    expect(distanceLabel(12.4, 'Mississauga')).toBe('about 12 km from Mississauga');
    expect(distanceLabel(12.5, 'Mississauga')).toBe('about 13 km from Mississauga');
  });

  it('names the unknown place and the closest known ones', () => {
    expect(
      unknownPlaceMessage('Xyzzy', [
        { name: 'Mississauga', province: 'ON' },
        { name: 'Milton', province: 'ON' },
      ]),
    ).toBe('We don\'t know the place "Xyzzy". Did you mean: Mississauga, ON; Milton, ON?');
    expect(unknownPlaceMessage('Xyzzy', [])).toBe('We don\'t know the place "Xyzzy". Try a Canadian city or town, such as "Mississauga, ON".');
  });

  it('reads the suggestions back from the message', () => {
    const places = [
      { name: 'Mississauga', province: 'ON' },
      { name: "St. John's", province: 'NL' },
      { name: 'Saint-Jean-sur-Richelieu', province: 'QC' },
    ];
    expect(unknownPlaceSuggestions(unknownPlaceMessage('Xyzzy', places))).toEqual(places);
    expect(unknownPlaceSuggestions(unknownPlaceMessage('A "quoted". Did you mean: trick', places))).toEqual(places);
    expect(unknownPlaceSuggestions(unknownPlaceMessage('Xyzzy', []))).toEqual([]);
    expect(unknownPlaceSuggestions('Failed to fetch')).toBeUndefined();
  });

  it('reads near and radius from a query string: the four radii, blank as absent, anything else refused', () => {
    expect(NEAR_RADII_KM).toContain(DEFAULT_NEAR_RADIUS_KM);
    for (const radius of NEAR_RADII_KM) expect(ZJobFilterInput.parse({ near: 'Toronto', radius: String(radius) }).radius).toBe(radius);
    expect(ZJobFilterInput.parse({ near: ' Toronto ', radius: '' })).toMatchObject({ near: 'Toronto', radius: undefined });
    expect(ZJobFilterInput.parse({ near: '   ' }).near).toBeUndefined();
    for (const radius of ['30', '0', '-10', '25.5', 'far', 25.5, 1000]) {
      const result = ZJobFilterInput.safeParse({ near: 'Toronto', radius });
      expect(result.success, String(radius)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(NEAR_RADIUS_MESSAGE);
    }
    expect(ZJobFilterInput.parse({ sort: 'distance' }).sort).toBe('distance');
  });
});
