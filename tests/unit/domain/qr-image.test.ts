import { describe, expect, it } from 'vitest';
import { isSafeQrImage } from '../../../src/domain/qr-image';

describe("a server's QR code image", () => {
  it.each(['data:image/png;base64,iVBORw0KGgo=', 'data:image/webp;base64,UklGRg==', 'data:image/jpeg;base64,/9j/4AAQ'])(
    '%s is shown as an image',
    (code) => expect(isSafeQrImage(code)).toBe(true),
  );

  it.each([
    ['an SVG data URL', 'data:image/svg+xml;base64,PHN2Zz4='],
    ['a script URL', 'javascript:alert(1)'],
    ['a remote image', 'https://evil.example/qr.png'],
    ['markup', '<img src=x onerror=alert(1)>'],
    ['a data URL with markup after it', 'data:image/png;base64,iVBO"><script>'],
    ['the EPC payload text', 'BCD\n002\n1\nSCT'],
    ['an oversized image', `data:image/png;base64,${'A'.repeat(200_001)}`],
  ])('%s is not', (_label, code) => expect(isSafeQrImage(code)).toBe(false));
});
