/** The longest QR image the page takes as a data URL (a QR code image is a few kilobytes). */
const MAX_IMAGE_LENGTH = 200_000;
const RASTER_DATA_URL = /^data:image\/(png|gif|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * A server's QR code is shown as an image only when it is a base64 raster data URL of bounded size;
 * anything else (SVG, other schemes, markup) is treated as the payload text the page renders itself.
 */
export const isSafeQrImage = (code: string): boolean => code.length <= MAX_IMAGE_LENGTH && RASTER_DATA_URL.test(code);
