import type { ContractPdfQuery, DocumentLanguage, GeneratedFile } from '@velodesk/contract/api/invoicing';
import { LanguageId } from '@velodesk/contract/ids';
import { siteToday } from '@velodesk/contract/site-day';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Actor } from '../../platform/actor.ts';
import type { EditorIdentity } from '../../platform/config.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { renderPdf } from '../../platform/pdf.ts';
import { dbOf } from '../../platform/transactions.ts';
import { readUserNames } from '../access/access.api.ts';
import { readLatestClosing } from '../invoicing/invoicing.api.ts';
import { readCompanyIdentity, readSiteBilling, readSiteNames } from '../sites/sites.api.ts';
import { accessSiteCertificate, accessVersions } from './versions.access.ts';
import { editorCertificatePath, userCertificatePath } from './versions.presenter.ts';
import { type DeployVersionRow, findDeployVersion, findLatestDeployVersion } from './versions.repository.ts';

/**
 * The two certificates of the French anti-fraud rule for cash-register software (article 286, I-3°
 * bis of the CGI; docs/decisions/versions-and-certificates.md), made on demand as PDFs in French or
 * English by the user's language (fr when French, else en; `?language=` overrides):
 *   - the editor certificate of a deployed version (POST /pdf/generate/editor/certificate/{id},
 *     GET /changelogs/{id}/editor_certificate), for any signed-in user;
 *   - the user certificate of a site (POST /pdf/generate/user/certificate/{siteId},
 *     GET /sites/{siteId}/user_certificate), for a user linked to the site.
 */

const software = 'Velodesk';
/** The editor signs in France: its dates are Paris time. */
const editorTimeZone = 'Europe/Paris';

const texts = {
  fr: {
    locale: 'fr-FR',
    editorTitle: "Attestation de l'éditeur",
    userTitle: "Attestation individuelle d'utilisation",
    subtitle:
      'Logiciel de caisse : conditions d’inaltérabilité, de sécurisation, de conservation et d’archivage des données (article 286, I-3° bis du code général des impôts)',
    editor: 'Éditeur',
    siren: 'SIREN',
    representedBy: 'représenté par',
    softwareLabel: 'Logiciel',
    versionBack: 'Version de l’API (back)',
    versionFront: 'Version de l’interface (front)',
    versionFiscale: 'Version fiscale',
    deployedAt: 'Date de déploiement',
    editorStatement: (e: EditorIdentity, date: string) =>
      `Je soussigné(e), ${e.representative}, représentant légal de ${e.name}, éditeur du logiciel ${software}, atteste que la version de ce logiciel décrite ci-dessus, déployée le ${date}, satisfait aux conditions d’inaltérabilité, de sécurisation, de conservation et d’archivage des données prévues au 3° bis du I de l’article 286 du code général des impôts.`,
    howTitle: 'Moyens mis en œuvre',
    how: [
      'Inaltérabilité : les factures, les avoirs et les règlements ne sont jamais modifiés ni supprimés ; des déclencheurs de la base de données refusent toute suppression et toute modification d’un montant, d’un numéro ou d’un lien. Une facture est annulée par un avoir, un règlement par un règlement inverse.',
      'Sécurisation : chaque facture, avoir, règlement, annulation et clôture est scellé par une empreinte SHA-256 chaînée à celle de l’enregistrement précédent, une chaîne par société de facturation, et signé avec une clé Ed25519 conservée hors de la base de données ; les têtes de chaîne signées sont aussi journalisées hors de la base. La vérification (GET /api/ledger/verify) recalcule chaque chaîne, contrôle chaque signature avec la clé publique et désigne le premier enregistrement altéré ou supprimé.',
      'Conservation : une clôture journalière par société enregistre les totaux de la journée et les totaux perpétuels depuis le premier enregistrement ; elle est elle-même chaînée.',
      'Archivage : chaque facture et chaque avoir est conservé tel qu’émis (copie de l’identité du vendeur et de l’acheteur, lignes et totaux) et restitué au format Factur-X (PDF/A-3 avec son XML EN 16931) ; les exports comptables restituent les données d’une période.',
      'Numérotation : les factures et les avoirs sont numérotés sans rupture par société et par année.',
    ],
    company: 'Société utilisatrice',
    siret: 'SIRET',
    vatNumber: 'N° TVA intracommunautaire',
    site: 'Site',
    versionInUse: 'Version utilisée',
    userStatement: (companyName: string, site: string) =>
      `La société ${companyName} utilise pour son site ${site} le logiciel de caisse ${software} dans la version décrite ci-dessus.`,
    editorReference: (e: EditorIdentity, id: number) =>
      `Cette version fait l’objet de l’attestation de l’éditeur n° ${id} (${e.name}, SIREN ${e.siren}), qui certifie qu’elle satisfait aux conditions d’inaltérabilité, de sécurisation, de conservation et d’archivage des données prévues au 3° bis du I de l’article 286 du code général des impôts, par les moyens suivants :`,
    lastClosing: (day: string, sequence: number) =>
      `Dernière clôture journalière du registre de la société : ${day} (enregistrement n° ${sequence} de sa chaîne).`,
    noClosing: 'Aucune clôture journalière du registre de la société n’a encore été faite.',
    ledgerKey: 'Empreinte (SHA-256) de la clé publique qui signe le registre :',
    generatedBy: (name: string, when: string) => `Attestation générée par ${name} le ${when}.`,
    issued: (place: string, date: string) => `Fait à ${place}, le ${date}.`,
    signature: 'Signature',
    notSet: 'non renseigné',
  },
  en: {
    locale: 'en-GB',
    editorTitle: "Editor's certificate",
    userTitle: 'User certificate',
    subtitle:
      'Cash-register software: conditions of inalterability, security, conservation and archiving of data (article 286, I-3° bis of the French tax code, CGI)',
    editor: 'Editor',
    siren: 'SIREN',
    representedBy: 'represented by',
    softwareLabel: 'Software',
    versionBack: 'API version (back)',
    versionFront: 'Interface version (front)',
    versionFiscale: 'Fiscal version',
    deployedAt: 'Deployment date',
    editorStatement: (e: EditorIdentity, date: string) =>
      `I, the undersigned, ${e.representative}, legal representative of ${e.name}, editor of the ${software} software, certify that the version of this software described above, deployed on ${date}, meets the conditions of inalterability, security, conservation and archiving of data set by article 286, I-3° bis of the French tax code (CGI).`,
    howTitle: 'How they are met',
    how: [
      'Inalterability: invoices, credit notes and payments are never updated nor deleted; database triggers refuse any deletion and any change of an amount, a number or a link. An invoice is cancelled by a credit note, a payment by a reversing payment.',
      'Security: each invoice, credit note, payment, cancellation and closing is sealed by a SHA-256 hash chained to the previous record’s, one chain per invoicing company, and signed with an Ed25519 key kept outside the database; the signed heads of the chains are also journaled outside the database. The verification (GET /api/ledger/verify) recomputes every chain, checks every signature with the public key and names the first altered or removed record.',
      'Conservation: a daily closing per company records the day’s totals and the perpetual totals since the first record; it is chained too.',
      'Archiving: each invoice and credit note is kept as issued (a copy of the seller’s and buyer’s identities, lines and totals) and rendered as Factur-X (PDF/A-3 with its EN 16931 XML); the accounting exports give back the data of a period.',
      'Numbering: invoices and credit notes are numbered without gaps per company and per year.',
    ],
    company: 'User company',
    siret: 'SIRET',
    vatNumber: 'VAT number',
    site: 'Site',
    versionInUse: 'Version in use',
    userStatement: (companyName: string, site: string) =>
      `The company ${companyName} uses the ${software} cash-register software for its site ${site} in the version described above.`,
    editorReference: (e: EditorIdentity, id: number) =>
      `This version is covered by the editor's certificate no. ${id} (${e.name}, SIREN ${e.siren}), which certifies that it meets the conditions of inalterability, security, conservation and archiving of data set by article 286, I-3° bis of the French tax code (CGI), by the following means:`,
    lastClosing: (day: string, sequence: number) =>
      `Latest daily closing of the company's ledger: ${day} (record no. ${sequence} of its chain).`,
    noClosing: "No daily closing of the company's ledger has been made yet.",
    ledgerKey: 'Fingerprint (SHA-256) of the public key that signs the ledger:',
    generatedBy: (name: string, when: string) => `Certificate generated by ${name} on ${when}.`,
    issued: (place: string, date: string) => `Issued at ${place} on ${date}.`,
    signature: 'Signature',
    notSet: 'not set',
  },
} as const;

type Texts = (typeof texts)[DocumentLanguage];

/** The document's language: the query's, else the user's (fr when French or unset, else en). */
const languageOf = (actor: Actor, query: ContractPdfQuery): DocumentLanguage =>
  query.language ?? (actor.languageId === null || actor.languageId === LanguageId.fr ? 'fr' : 'en');

const withLanguage = (path: string, query: ContractPdfQuery) =>
  query.language ? `${path}?language=${query.language}` : path;

const formatters = (t: Texts, timeZone: string) => {
  const dateFormat = new Intl.DateTimeFormat(t.locale, {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  const timeFormat = new Intl.DateTimeFormat(t.locale, {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
  const day = (instant: Date) => dateFormat.format(instant);
  return {
    day,
    dateTime: (instant: Date) => `${day(instant)} ${timeFormat.format(instant)}`,
    /** A calendar date (yyyy-mm-dd) as the language writes it. */
    calendarDay: (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`,
  };
};

/** A two-column table of labels and values. */
const facts = (rows: Array<[string, string]>): Content => ({
  table: {
    widths: ['auto', '*'],
    body: rows.map(([label, value]) => [{ text: label, bold: true }, value]),
  },
  layout: 'lightHorizontalLines',
  margin: [0, 0, 0, 12],
});

const versionFacts = (
  t: Texts,
  version: DeployVersionRow,
  dateTime: (d: Date) => string,
): Array<[string, string]> => [
  [t.softwareLabel, software],
  [t.versionBack, version.versionBack],
  [t.versionFront, version.versionFront],
  [t.versionFiscale, version.versionFiscale],
  [t.deployedAt, dateTime(version.deployedAt)],
];

const certificate = (
  title: string,
  author: string,
  language: DocumentLanguage,
  content: Content[],
): TDocumentDefinitions => ({
  info: { title, author, creator: software },
  language,
  pageSize: 'A4',
  pageMargins: [50, 50, 50, 60],
  defaultStyle: { font: 'Roboto', fontSize: 10 },
  content: [
    { text: title, fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
    { text: texts[language].subtitle, italics: true, margin: [0, 0, 0, 16] },
    ...content,
  ],
});

const meansList = (t: Texts): Content => ({ ul: [...t.how], margin: [0, 0, 0, 12] });

const signatureBlock = (t: Texts, signer: string): Content => ({
  stack: [{ text: t.signature, bold: true }, signer, { text: '\n\n_______________________________' }],
  margin: [0, 16, 0, 0],
});

// ---- the editor certificate ----

const readVersion = async (ctx: AppContext, actor: Actor, id: number) => {
  accessVersions(actor);
  const version = await findDeployVersion(dbOf(ctx), id);
  if (!version) throw notFound('Deployed version');
  return version;
};

/** POST /pdf/generate/editor/certificate/{id}: where to download the certificate from. */
export const generateEditorCertificate = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  query: ContractPdfQuery,
): Promise<GeneratedFile> => {
  await readVersion(ctx, actor, id);
  return { file: withLanguage(editorCertificatePath(id), query) };
};

/** GET /changelogs/{id}/editor_certificate: the editor certificate of a deployed version. */
export const editorCertificate = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  query: ContractPdfQuery,
): Promise<{ pdf: Buffer; filename: string }> => {
  const version = await readVersion(ctx, actor, id);
  const language = languageOf(actor, query);
  const t = texts[language];
  const editor = ctx.config.editor;
  const { day, dateTime } = formatters(t, editorTimeZone);
  const definition = certificate(
    `${t.editorTitle} – ${software} ${version.versionBack}`,
    editor.name,
    language,
    [
      {
        stack: [
          { text: t.editor, bold: true },
          editor.name,
          editor.address,
          `${t.siren} : ${editor.siren}`,
          `${t.representedBy} ${editor.representative}`,
        ],
        margin: [0, 0, 0, 12],
      },
      facts(versionFacts(t, version, dateTime)),
      { text: t.editorStatement(editor, day(version.deployedAt)), margin: [0, 0, 0, 12] },
      { text: t.howTitle, bold: true, margin: [0, 0, 0, 4] },
      meansList(t),
      { text: t.issued(editor.city, day(ctx.now())) },
      signatureBlock(t, editor.representative),
    ],
  );
  return {
    pdf: await renderPdf(definition),
    filename: `editor_certificate_${fileSafe(version.versionBack)}.pdf`,
  };
};

// ---- the user certificate ----

/** POST /pdf/generate/user/certificate/{siteId}: where to download the certificate from. */
export const generateUserCertificate = async (
  ctx: AppContext,
  actor: Actor,
  siteId: number,
  query: ContractPdfQuery,
): Promise<GeneratedFile> => {
  await accessSiteCertificate(ctx, actor, siteId);
  return { file: withLanguage(userCertificatePath(siteId), query) };
};

/** GET /sites/{siteId}/user_certificate: the user certificate of a site, for the version in use. */
export const userCertificate = async (
  ctx: AppContext,
  actor: Actor,
  siteId: number,
  query: ContractPdfQuery,
): Promise<{ pdf: Buffer; filename: string }> => {
  await accessSiteCertificate(ctx, actor, siteId);
  const db = dbOf(ctx);
  const version = await findLatestDeployVersion(db);
  if (!version) throw notFound('Deployed version');
  const language = languageOf(actor, query);
  const t = texts[language];
  const editor = ctx.config.editor;
  const billing = (await readSiteBilling(db, siteId))!;
  const company = (await readCompanyIdentity(db, billing.companyId))!;
  const siteName = (await readSiteNames(db, [siteId])).get(siteId) ?? String(siteId);
  const user = (await readUserNames(db, [actor.userId])).get(actor.userId);
  const userName =
    [user?.firstName, user?.lastName].filter((part) => Boolean(part?.trim())).join(' ') || actor.username;
  const closing = await readLatestClosing(db, company.id);
  const now = ctx.now();
  const { day, dateTime, calendarDay } = formatters(t, company.timeZone);
  const siret = company.siret?.replace(/\s+/g, '') || t.notSet;
  const definition = certificate(`${t.userTitle} – ${siteName}`, company.corporateName, language, [
    {
      stack: [
        { text: t.company, bold: true },
        company.corporateName,
        company.address,
        `${company.zipCode} ${company.city}`,
        `${t.siret} : ${siret}`,
        `${t.vatNumber} : ${company.vatNumber || t.notSet}`,
        `${t.site} : ${siteName}`,
      ],
      margin: [0, 0, 0, 12],
    },
    { text: t.versionInUse, bold: true, margin: [0, 0, 0, 4] },
    facts(versionFacts(t, version, dateTime)),
    { text: t.userStatement(company.corporateName, siteName), margin: [0, 0, 0, 8] },
    { text: t.editorReference(editor, version.id), margin: [0, 0, 0, 4] },
    meansList(t),
    {
      text: closing ? t.lastClosing(calendarDay(closing.day), closing.sequence) : t.noClosing,
      margin: [0, 0, 0, 4],
    },
    { text: t.ledgerKey },
    { text: ctx.ledgerKey.fingerprint, font: 'Roboto', fontSize: 8, margin: [0, 0, 0, 12] },
    { text: t.generatedBy(userName, dateTime(now)), margin: [0, 0, 0, 4] },
    { text: t.issued(company.city, day(now)) },
    signatureBlock(t, company.corporateName),
  ]);
  return {
    pdf: await renderPdf(definition),
    filename: `user_certificate_${slug(siteName)}_${siteToday(company.timeZone, now)}.pdf`,
  };
};

/** A name as a file name's part: lower case, no accents, words joined by hyphens. */
export const slug = (name: string): string =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'site';

/** A version as a file name's part (a quote or slash never reaches the header). */
const fileSafe = (value: string) => value.replace(/[^\w.-]+/g, '_');
