/**
 * A certificate for serving the app over TLS on 127.0.0.1, made anew for each bench run and
 * never written to disk: production serves the app over HTTPS and HTTP/2 (docs/deployment.md),
 * and a browser speaks HTTP/2 only over TLS. Chromium is told to trust exactly this
 * certificate's key (`--ignore-certificate-errors-spki-list`), not to ignore every error.
 */
import { createHash, X509Certificate } from 'node:crypto';
import { generate } from 'selfsigned';

export interface BenchTls {
  key: string;
  cert: string;
  /** The Chromium flag that trusts this certificate's key and no other. */
  chromiumFlag: string;
}

/** The base64 SHA-256 of a certificate's public key (its SubjectPublicKeyInfo), as Chromium pins it. */
function spkiHash(certPem: string): string {
  const spki = new X509Certificate(certPem).publicKey.export({ type: 'spki', format: 'der' });
  return createHash('sha256').update(spki).digest('base64');
}

export async function benchTls(host = '127.0.0.1'): Promise<BenchTls> {
  const now = Date.now();
  const pems = await generate([{ name: 'commonName', value: host }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    // A little slack before now for clocks; a day is longer than any bench.
    notBeforeDate: new Date(now - 60 * 60 * 1000),
    notAfterDate: new Date(now + 24 * 60 * 60 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 7, ip: host }] },
    ],
  });
  return {
    key: pems.private,
    cert: pems.cert,
    chromiumFlag: `--ignore-certificate-errors-spki-list=${spkiHash(pems.cert)}`,
  };
}
