import { describe, expect, it } from 'vitest';
import { providerAddress } from './provider-window.ts';

const APP = 'https://fanvault.example/en/home';

describe("the provider's page address (spec §4: the provider page opens in a new window)", () => {
  it('follows an http(s) address, made absolute against the app', () => {
    expect(providerAddress('/sandbox/checkout/ord_1', APP)).toBe(
      'https://fanvault.example/sandbox/checkout/ord_1',
    );
    expect(providerAddress('https://checkout.stripe.com/c/pay/cs_1', APP)).toBe(
      'https://checkout.stripe.com/c/pay/cs_1',
    );
  });

  it('never follows a script, data or other address', () => {
    expect(providerAddress('javascript:alert(1)', APP)).toBeNull();
    expect(providerAddress('data:text/html,<script>1</script>', APP)).toBeNull();
    expect(providerAddress('ftp://files.example/x', APP)).toBeNull();
  });
});
