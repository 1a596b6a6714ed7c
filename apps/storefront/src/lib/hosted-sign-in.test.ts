import { describe, expect, it } from 'vitest';
import { withoutHostedSignInMark } from './hosted-sign-in';

describe('the mark of a sign-in made on the hosted pages', () => {
  it('is taken off the address, keeping the rest of it', () => {
    expect(withoutHostedSignInMark('http://127.0.0.1:3000/account?planOrderId=p1&bazaarSignIn=hosted')).toBe(
      'http://127.0.0.1:3000/account?planOrderId=p1',
    );
    expect(withoutHostedSignInMark('http://127.0.0.1:3000/store?bazaarSignIn=hosted#top')).toBe(
      'http://127.0.0.1:3000/store#top',
    );
  });

  it('is not found where there is none', () => {
    expect(withoutHostedSignInMark('http://127.0.0.1:3000/account?planOrderId=p1')).toBeUndefined();
  });
});
