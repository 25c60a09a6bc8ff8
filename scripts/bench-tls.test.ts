import { createHash, createPrivateKey, createPublicKey, X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { benchTls } from './bench-tls';

describe('benchTls', () => {
  it('makes a certificate for 127.0.0.1, valid now, and a flag that trusts its key alone', async () => {
    const tls = await benchTls();
    const cert = new X509Certificate(tls.cert);
    expect(cert.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(cert.checkPrivateKey(createPrivateKey(tls.key))).toBe(true);
    const now = Date.now();
    expect(new Date(cert.validFrom).getTime()).toBeLessThan(now);
    expect(new Date(cert.validTo).getTime()).toBeGreaterThan(now);
    // The pin is of the private key's public half, as Chromium reads it from the handshake.
    const spki = createPublicKey(tls.key).export({ type: 'spki', format: 'der' });
    const pin = createHash('sha256').update(spki).digest('base64');
    expect(tls.chromiumFlag).toBe(`--ignore-certificate-errors-spki-list=${pin}`);
  });
});
