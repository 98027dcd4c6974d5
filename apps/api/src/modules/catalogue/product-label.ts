import type { Actor } from '../../platform/actor.ts';
import type { AppContext } from '../../platform/context.ts';
import { renderPdf } from '../../platform/pdf.ts';
import { fleetFeature, settingsFeature } from './catalogue.access.ts';
import { getProduct } from './products.service.ts';

/**
 * The barcode label of a product: a PDF the size of a common 89 x 36 mm label, with a CODE 128
 * barcode of the internal number (what the rental screens scan), the model and the size.
 * The PDF is the answer itself (see docs/decisions/product-label-pdf.md).
 */

const mm = (value: number) => (value * 72) / 25.4;

export const productLabelPdf = async (
  ctx: AppContext,
  actor: Actor,
  productId: number,
): Promise<{ pdf: Buffer; filename: string }> => {
  const product = await getProduct(ctx, actor, productId, [...fleetFeature, ...settingsFeature]);
  const { default: bwipjs } = await import('bwip-js/node');
  const barcode = await bwipjs.toBuffer({
    bcid: 'code128',
    text: product.internalNumber,
    scale: 3,
    height: 12,
    includetext: true,
    textxalign: 'center',
  });
  const { declination } = product;
  const pdf = await renderPdf({
    info: { title: `Label ${product.internalNumber}`, creator: 'Velodesk' },
    pageSize: { width: mm(89), height: mm(36) },
    pageMargins: [mm(3), mm(2), mm(3), mm(2)],
    defaultStyle: { font: 'Roboto', fontSize: 8 },
    content: [
      {
        columns: [
          { text: `${declination.model} – ${declination.size}`, bold: true, fontSize: 10 },
          { text: declination.range.name, alignment: 'right', color: '#555555' },
        ],
      },
      {
        image: `data:image/png;base64,${barcode.toString('base64')}`,
        fit: [mm(83), mm(22)],
        alignment: 'center',
        margin: [0, mm(1), 0, 0],
      },
      { text: product.site.name, alignment: 'center', fontSize: 7, color: '#555555' },
    ],
  });
  return { pdf, filename: `label-${product.internalNumber.replace(/[^\w.-]+/g, '_')}.pdf` };
};
