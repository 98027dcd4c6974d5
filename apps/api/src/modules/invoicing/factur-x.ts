import { type InvoiceDetailRead, InvoiceType } from '@velodesk/contract/api/invoicing';
import { AFRelationship, PDFDocument, PDFName } from 'pdf-lib';

/**
 * Factur-X (EN 16931 profile): the invoice's Cross Industry Invoice XML (UN/CEFACT D16B) embedded
 * in its PDF/A-3 as factur-x.xml (AFRelationship Alternative), with the XMP metadata that declares
 * it (the fx: extension schema), so the buyer's accounting software reads the invoice without
 * retyping it. A credit note is type 381 with positive amounts (the document type reverses them).
 */

export const facturXFileName = 'factur-x.xml';
const guideline = 'urn:cen.eu:en16931:2017';

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

const amount = (value: number, sign: number) => (value * sign).toFixed(2);
const percent = (rate: number) => String(Number(rate.toFixed(2)));
const compactDate = (day: string) => day.replaceAll('-', '');

const element = (name: string, content: string | null | undefined, attributes = '') =>
  content === null || content === undefined || content === ''
    ? ''
    : `<${name}${attributes}>${escapeXml(content)}</${name}>`;

const address = (party: {
  zipCode?: string | null;
  address: string | null;
  city: string | null;
  countryCode: string;
}) =>
  `<ram:PostalTradeAddress>${element('ram:PostcodeCode', party.zipCode)}${element('ram:LineOne', party.address)}${element('ram:CityName', party.city)}<ram:CountryID>${escapeXml(party.countryCode)}</ram:CountryID></ram:PostalTradeAddress>`;

/** The EN 16931 CII XML of an invoice or credit note. */
export const facturXml = (invoice: InvoiceDetailRead): string => {
  const isCredit = invoice.invoiceType.id === InvoiceType.creditNote;
  const sign = isCredit ? -1 : 1;
  const { seller, buyer } = invoice;
  const sellerCountry = seller.countryCode ?? 'FR';
  const lines = invoice.lines
    .map(
      (line) =>
        `<ram:IncludedSupplyChainTradeLineItem><ram:AssociatedDocumentLineDocument><ram:LineID>${line.position}</ram:LineID></ram:AssociatedDocumentLineDocument><ram:SpecifiedTradeProduct>${element('ram:Name', line.description)}</ram:SpecifiedTradeProduct><ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>${amount(line.unitPrice, sign)}</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement><ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">${line.quantity}</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery><ram:SpecifiedLineTradeSettlement><ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>${percent(line.vatRate)}</ram:RateApplicablePercent></ram:ApplicableTradeTax><ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>${amount(line.dutyFreeAmount, sign)}</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement></ram:IncludedSupplyChainTradeLineItem>`,
    )
    .join('');
  const taxes = invoice.vatTotals
    .map(
      (total) =>
        `<ram:ApplicableTradeTax><ram:CalculatedAmount>${amount(total.taxAmount, sign)}</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode><ram:BasisAmount>${amount(total.dutyFreeAmount, sign)}</ram:BasisAmount><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>${percent(total.vatRate)}</ram:RateApplicablePercent></ram:ApplicableTradeTax>`,
    )
    .join('');
  const prepaid = isCredit ? 0 : Math.min(invoice.paidAmount, invoice.allTaxesIncludedAmount);
  const due = invoice.allTaxesIncludedAmount * sign - prepaid;
  const related =
    invoice.relatedInvoiceNumber === null
      ? ''
      : `<ram:InvoiceReferencedDocument><ram:IssuerAssignedID>${escapeXml(invoice.relatedInvoiceNumber)}</ram:IssuerAssignedID>${
          invoice.relatedInvoiceDate
            ? `<ram:FormattedIssueDateTime><qdt:DateTimeString format="102">${compactDate(invoice.relatedInvoiceDate)}</qdt:DateTimeString></ram:FormattedIssueDateTime>`
            : ''
        }</ram:InvoiceReferencedDocument>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:qdt="urn:un:unece:uncefact:data:standard:QualifiedDataType:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">',
    `<rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>${guideline}</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>`,
    `<rsm:ExchangedDocument><ram:ID>${escapeXml(invoice.number)}</ram:ID><ram:TypeCode>${isCredit ? 381 : 380}</ram:TypeCode><ram:IssueDateTime><udt:DateTimeString format="102">${compactDate(invoice.invoiceDate)}</udt:DateTimeString></ram:IssueDateTime><ram:IncludedNote><ram:Content>${escapeXml(invoice.paymentTerms)}</ram:Content><ram:SubjectCode>PMT</ram:SubjectCode></ram:IncludedNote></rsm:ExchangedDocument>`,
    '<rsm:SupplyChainTradeTransaction>',
    lines,
    '<ram:ApplicableHeaderTradeAgreement>',
    `<ram:BuyerReference>${escapeXml(`Contrat ${invoice.rental.id}`)}</ram:BuyerReference>`,
    `<ram:SellerTradeParty>${element('ram:Name', seller.corporateName)}${
      seller.siren
        ? `<ram:SpecifiedLegalOrganization><ram:ID schemeID="0002">${escapeXml(seller.siren)}</ram:ID></ram:SpecifiedLegalOrganization>`
        : ''
    }${address({ ...seller, countryCode: sellerCountry })}${
      seller.vatNumber
        ? `<ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">${escapeXml(seller.vatNumber)}</ram:ID></ram:SpecifiedTaxRegistration>`
        : ''
    }</ram:SellerTradeParty>`,
    `<ram:BuyerTradeParty>${element('ram:Name', buyer.name)}${address({ ...buyer, countryCode: buyer.countryCode ?? sellerCountry })}${
      buyer.vatNumber
        ? `<ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">${escapeXml(buyer.vatNumber)}</ram:ID></ram:SpecifiedTaxRegistration>`
        : ''
    }</ram:BuyerTradeParty>`,
    '</ram:ApplicableHeaderTradeAgreement>',
    `<ram:ApplicableHeaderTradeDelivery><ram:ActualDeliverySupplyChainEvent><ram:OccurrenceDateTime><udt:DateTimeString format="102">${compactDate(invoice.invoiceDate)}</udt:DateTimeString></ram:OccurrenceDateTime></ram:ActualDeliverySupplyChainEvent></ram:ApplicableHeaderTradeDelivery>`,
    '<ram:ApplicableHeaderTradeSettlement>',
    '<ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>',
    taxes,
    `<ram:SpecifiedTradePaymentTerms><ram:Description>${escapeXml(invoice.paymentTerms)}</ram:Description></ram:SpecifiedTradePaymentTerms>`,
    `<ram:SpecifiedTradeSettlementHeaderMonetarySummation><ram:LineTotalAmount>${amount(invoice.dutyFreeAmount, sign)}</ram:LineTotalAmount><ram:TaxBasisTotalAmount>${amount(invoice.dutyFreeAmount, sign)}</ram:TaxBasisTotalAmount><ram:TaxTotalAmount currencyID="EUR">${amount(invoice.taxAmount, sign)}</ram:TaxTotalAmount><ram:GrandTotalAmount>${amount(invoice.allTaxesIncludedAmount, sign)}</ram:GrandTotalAmount><ram:TotalPrepaidAmount>${prepaid.toFixed(2)}</ram:TotalPrepaidAmount><ram:DuePayableAmount>${due.toFixed(2)}</ram:DuePayableAmount></ram:SpecifiedTradeSettlementHeaderMonetarySummation>`,
    related,
    '</ram:ApplicableHeaderTradeSettlement>',
    '</rsm:SupplyChainTradeTransaction>',
    '</rsm:CrossIndustryInvoice>',
  ].join('\n');
};

const fxProperty = (name: string, description: string) =>
  `<rdf:li rdf:parseType="Resource"><pdfaProperty:name>${name}</pdfaProperty:name><pdfaProperty:valueType>Text</pdfaProperty:valueType><pdfaProperty:category>external</pdfaProperty:category><pdfaProperty:description>${description}</pdfaProperty:description></rdf:li>`;

/** The XMP packet: PDF/A-3B identification, Dublin Core, and the Factur-X extension schema. */
const xmpOf = (meta: { title: string; author: string; createdAt: Date; documentType: string }) => {
  const date = meta.createdAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/">
<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">
<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"><pdfaid:part>3</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance></rdf:Description>
<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:format>application/pdf</dc:format><dc:title><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(meta.title)}</rdf:li></rdf:Alt></dc:title><dc:creator><rdf:Seq><rdf:li>${escapeXml(meta.author)}</rdf:li></rdf:Seq></dc:creator></rdf:Description>
<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/"><pdf:Producer>Velodesk</pdf:Producer></rdf:Description>
<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/"><xmp:CreatorTool>Velodesk</xmp:CreatorTool><xmp:CreateDate>${date}</xmp:CreateDate><xmp:ModifyDate>${date}</xmp:ModifyDate></rdf:Description>
<rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/" xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#"><pdfaExtension:schemas><rdf:Bag><rdf:li rdf:parseType="Resource"><pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema><pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI><pdfaSchema:prefix>fx</pdfaSchema:prefix><pdfaSchema:property><rdf:Seq>${fxProperty('DocumentFileName', 'The name of the embedded XML document')}${fxProperty('DocumentType', 'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER')}${fxProperty('Version', 'The actual version of the standard applying to the embedded XML document')}${fxProperty('ConformanceLevel', 'The conformance level of the embedded XML document')}</rdf:Seq></pdfaSchema:property></rdf:li></rdf:Bag></pdfaExtension:schemas></rdf:Description>
<rdf:Description rdf:about="" xmlns:fx="urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#"><fx:DocumentType>${meta.documentType}</fx:DocumentType><fx:DocumentFileName>${facturXFileName}</fx:DocumentFileName><fx:Version>1.0</fx:Version><fx:ConformanceLevel>EN 16931</fx:ConformanceLevel></rdf:Description>
</rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
};

/**
 * Makes a Factur-X document of a PDF/A-3 rendered by pdfmake: embeds the XML as factur-x.xml
 * (Alternative: the XML says what the PDF shows) and replaces the XMP metadata with one that
 * declares it; the document information dictionary says the same as the XMP.
 */
export const embedFacturX = async (
  pdf: Buffer,
  xml: string,
  meta: { title: string; author: string; createdAt: Date },
): Promise<Buffer> => {
  const document = await PDFDocument.load(pdf, { updateMetadata: false });
  await document.attach(Buffer.from(xml, 'utf8'), facturXFileName, {
    mimeType: 'text/xml',
    description: 'Factur-X invoice (EN 16931)',
    creationDate: meta.createdAt,
    modificationDate: meta.createdAt,
    afRelationship: AFRelationship.Alternative,
  });
  document.setTitle(meta.title);
  document.setAuthor(meta.author);
  document.setCreator('Velodesk');
  document.setProducer('Velodesk');
  document.setCreationDate(meta.createdAt);
  document.setModificationDate(meta.createdAt);
  const xmp = Buffer.from(xmpOf({ ...meta, documentType: 'INVOICE' }), 'utf8');
  const stream = document.context.stream(xmp, { Type: 'Metadata', Subtype: 'XML', Length: xmp.length });
  document.catalog.set(PDFName.of('Metadata'), document.context.register(stream));
  return Buffer.from(await document.save({ useObjectStreams: false }));
};
