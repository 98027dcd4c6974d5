import { writeFileSync } from 'node:fs';
import zxing from '@zxing/library';
import { extractImages } from 'unpdf';

/**
 * Chromium's fake camera fed with a fleet label (docs/decisions/barcode-scanning.md): the barcode
 * image is taken out of the label PDF the API answers (the very pixels a printer would print),
 * laid on a white frame, and written as a Y4M video, the raw format Chromium's
 * --use-file-for-fake-video-capture reads (no ffmpeg needed). The same pixels are decoded in Node
 * with zxing first, so a label that cannot scan fails here, before any browser is involved.
 */

const {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} = zxing;

/** A grey picture, one byte per pixel (0 black, 255 white). */
export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
}

/**
 * pdf.js (in unpdf) reads the label's fonts with ArrayBuffer.prototype.transferToFixedLength, which
 * Node 20 lacks: without it the page's operators are skipped and no image is found. A copy does.
 */
const withTransferToFixedLength = () => {
  const prototype = ArrayBuffer.prototype as ArrayBuffer & {
    transferToFixedLength?: (length?: number) => ArrayBuffer;
  };
  if (prototype.transferToFixedLength) return;
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length?: number) {
      const copy = new ArrayBuffer(length ?? this.byteLength);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(this.byteLength, copy.byteLength)));
      return copy;
    },
  });
};

/** The barcode image of a label PDF (its only image), as grey pixels on white (transparency flattened). */
export const labelBarcode = async (pdf: Uint8Array): Promise<GreyImage> => {
  withTransferToFixedLength();
  const images = await extractImages(pdf, 1);
  const image = images[0];
  if (!image || images.length !== 1) throw new Error(`the label has ${images.length} images, one expected`);
  const { width, height, channels, data } = image;
  const pixels = new Uint8ClampedArray(width * height);
  for (let index = 0; index < width * height; index++) {
    const at = index * channels;
    const grey =
      channels >= 3 ? (data[at]! * 299 + data[at + 1]! * 587 + data[at + 2]! * 114) / 1000 : data[at]!;
    const alpha = channels === 4 ? data[at + 3]! / 255 : 1;
    pixels[index] = grey * alpha + 255 * (1 - alpha);
  }
  return { width, height, pixels };
};

/** The image centred on a white frame of the camera's size (the quiet zone a scanner needs around it). */
export const onWhiteFrame = (image: GreyImage, width: number, height: number): GreyImage => {
  if (image.width > width || image.height > height) throw new Error('the barcode is larger than the frame');
  const pixels = new Uint8ClampedArray(width * height).fill(255);
  const left = Math.floor((width - image.width) / 2);
  const top = Math.floor((height - image.height) / 2);
  for (let y = 0; y < image.height; y++) {
    pixels.set(image.pixels.subarray(y * image.width, (y + 1) * image.width), (top + y) * width + left);
  }
  return { width, height, pixels };
};

/** What zxing reads in a picture with the app's four formats: the text and the format's name. */
export const decodeBarcode = (image: GreyImage): { text: string; format: string } => {
  const hints = new Map<zxing.DecodeHintType, unknown>([
    [
      DecodeHintType.POSSIBLE_FORMATS,
      [BarcodeFormat.CODE_128, BarcodeFormat.DATA_MATRIX, BarcodeFormat.EAN_13, BarcodeFormat.QR_CODE],
    ],
  ]);
  const source = new RGBLuminanceSource(image.pixels, image.width, image.height);
  const result = new MultiFormatReader().decode(new BinaryBitmap(new HybridBinarizer(source)), hints);
  return { text: result.getText(), format: BarcodeFormat[result.getBarcodeFormat()] ?? 'unknown' };
};

/**
 * A Y4M video (4:2:0) of the same frame repeated: Chromium's fake camera loops it. Grey only:
 * the chroma planes are neutral (128).
 */
export const writeY4m = (file: string, frame: GreyImage, frames = 5, fps = 10) => {
  const { width, height } = frame;
  if (width % 2 !== 0 || height % 2 !== 0) throw new Error('4:2:0 needs an even width and height');
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  // Studio range (16..235), as video players and Chromium's converter expect.
  const luma = Buffer.from(frame.pixels.map((value) => 16 + Math.round((value * 219) / 255)));
  const parts: Buffer[] = [header];
  for (let index = 0; index < frames; index++) parts.push(Buffer.from('FRAME\n', 'ascii'), luma, chroma);
  writeFileSync(file, Buffer.concat(parts));
};
