import { describe, expect, it } from 'vitest';
import { confirmInput, parsePrivacyLink } from './privacy-link';

describe('the privacy confirmation link', () => {
  it('sends the opaque token alone', () => {
    expect(confirmInput(parsePrivacyLink({ token: 'c2VhbGVk' }))).toEqual({ token: 'c2VhbGVk' });
  });

  it('sends a link mailed before tokens were opaque as it is (its kind and address with its stamp)', () => {
    expect(confirmInput(parsePrivacyLink({ token: 'abc.def', kind: 'delete', email: 'a@example.ca' }))).toEqual({
      token: 'abc.def',
      kind: 'delete',
      email: 'a@example.ca',
    });
    // Half of one is not sent as one.
    expect(confirmInput(parsePrivacyLink({ token: 'abc.def', kind: 'delete' }))).toEqual({ token: 'abc.def' });
  });

  it('has nothing to send without a token', () => {
    expect(confirmInput(parsePrivacyLink({ kind: 'access', email: 'a@example.ca' }))).toBeNull();
    expect(confirmInput(parsePrivacyLink({ token: 'x'.repeat(601) }))).toBeNull();
  });
});
