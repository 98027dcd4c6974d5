import { ProfileName } from '@velodesk/contract/permissions';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createInvoicedContract,
  createInvoicingWorld,
  type InvoicingWorld,
} from '../../test/factories/invoicing.ts';
import { createStaffUser } from '../../test/factories/team.ts';
import { apiCalls, createTestApp, type TestApp } from '../../test/test-app.ts';

/** The cells of the first sheet, row by row (header first), as exceljs reads the file back. */
const sheetRows = async (body: Buffer): Promise<unknown[][]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
};

/** A calendar date as exceljs reads an Excel date cell back: a Date at UTC midnight. */
const excelDate = (day: string): Date => new Date(`${day}T00:00:00Z`);

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('accounting exports and the fleet report', () => {
  let t: TestApp;
  let w: InvoicingWorld;
  let manager: string;
  const { get, send } = apiCalls(() => t);
  const invoiceNumbers: string[] = [];
  let invoiceDate = '';
  let paymentIds: number[] = [];
  let rentalId = 0;

  beforeAll(async () => {
    t = await createTestApp({ now: () => new Date('2026-06-02T15:00:00Z') });
    w = await createInvoicingWorld(t, { bikes: 4 });
    manager = (await createStaffUser(t, { profile: ProfileName.manager, siteIds: [w.site.id] }))
      .authorization;
    for (const bike of [w.bikes[0]!, w.bikes[1]!]) {
      const made = await createInvoicedContract(t, w, [bike]);
      invoiceNumbers.push(made.invoice.number);
      invoiceDate = made.invoice.invoiceDate;
      rentalId = made.rentalId;
    }
    // Payments taken at the counter (Europe/Paris): the last one is on 4 June there, though 3 June in UTC.
    const inserted = await t.database.db.execute(sql`
      insert into payments (site_id, rental_id, cash_desk_id, cash_desk_name, payment_method_id, payment_method_name, amount, payment_account, created_at)
      values
        (${w.site.id}, ${rentalId}, 1, 'Accueil', 2, 'Carte bancaire', '12.50', '511200', '2026-06-01T09:00:00Z'),
        (${w.site.id}, ${rentalId}, 1, 'Accueil', 3, 'Espèces', '30.00', '531000', '2026-06-03T08:00:00Z'),
        (${w.site.id}, ${rentalId}, 1, 'Accueil', 3, 'Espèces', '7.25', '531000', '2026-06-03T22:30:00Z')
      returning id`);
    paymentIds = (inserted as unknown as { rows: Array<{ id: number }> }).rows.map((row) => Number(row.id));
  });
  afterAll(() => t.close());

  it('exports the invoices of the period as compta_<start>_<end>.xlsx, one row per invoice', async () => {
    const answer = await send('POST', '/api/invoice_exports', w.finance, {
      startDate: invoiceDate,
      endDate: invoiceDate,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain(xlsx);
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="compta_${invoiceDate}_${invoiceDate}.xlsx"`,
    );
    const [header, ...rows] = await sheetRows(answer.rawPayload);
    expect(header).toEqual([
      'Date facture',
      'Numéro',
      'Type',
      'Statut',
      'Facture d’origine',
      'Location',
      'Client',
      'Société de facturation',
      'Site',
      'Compte client',
      'Compte de produit',
      'Montant HT',
      'TVA',
      'Montant TTC',
    ]);
    expect(rows.map((row) => row[1])).toEqual(invoiceNumbers);
    const last = rows[1]!;
    // A real Excel date (exceljs reads it back as a Date), not the text of one.
    expect(last[0]).toEqual(excelDate(invoiceDate));
    expect(last[2]).toBe('Facture');
    expect(last[5]).toBe(rentalId);
    expect(last[7]).toBe(w.company.corporateName);
    expect(last[8]).toBe(w.site.name);
    const [dutyFree, tax, total] = last.slice(11) as number[];
    expect(dutyFree! + tax!).toBeCloseTo(total!, 2);
    expect(total).toBeGreaterThan(0);

    const dayBefore = await send('POST', '/api/invoice_exports', w.admin, {
      startDate: '2026-05-01',
      endDate: '2026-06-01',
    });
    expect(dayBefore.statusCode, dayBefore.body).toBe(200);
    expect(await sheetRows(dayBefore.rawPayload)).toHaveLength(1);
  });

  it('exports the payments of the period by their day at the site as reglement_<start>_<end>.xlsx', async () => {
    const answer = await send('POST', '/api/payment_exports', w.finance, {
      startDate: '2026-06-01',
      endDate: '2026-06-03',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="reglement_2026-06-01_2026-06-03.xlsx"',
    );
    const [header, ...rows] = await sheetRows(answer.rawPayload);
    expect(header).toEqual([
      'Date',
      'Paiement',
      'Location',
      'Site',
      'Caisse',
      'Mode de paiement',
      'Compte',
      'Montant',
      'Statut',
      'Paiement remboursé',
    ]);
    // The two contracts were paid in full before they closed (docs/domain.md "Closing a contract").
    const atClose = rows.filter((row) => !paymentIds.includes(row[1] as number));
    expect(atClose.map((row) => [row[0], row[8]])).toEqual([
      [excelDate('2026-06-02'), 'Actif'],
      [excelDate('2026-06-02'), 'Actif'],
    ]);
    expect(rows.filter((row) => paymentIds.includes(row[1] as number))).toEqual([
      [
        excelDate('2026-06-01'),
        paymentIds[0],
        rentalId,
        w.site.name,
        'Accueil',
        'Carte bancaire',
        '511200',
        12.5,
        'Actif',
      ],
      [
        excelDate('2026-06-03'),
        paymentIds[1],
        rentalId,
        w.site.name,
        'Accueil',
        'Espèces',
        '531000',
        30,
        'Actif',
      ],
    ]);
    const fourth = await send('POST', '/api/payment_exports', w.finance, {
      startDate: '2026-06-04',
      endDate: '2026-06-04',
    });
    expect((await sheetRows(fourth.rawPayload)).slice(1).map((row) => row[1])).toEqual([paymentIds[2]]);
  });

  it('answers the fleet-status report as fleet_status_<timestamp>.xlsx with every product', async () => {
    const answer = await get('/api/reports', w.finance);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toBe(
      // 15:00 UTC is 17:00 at the site (Europe/Paris, summer time).
      'attachment; filename="fleet_status_2026-06-02_17-00-00.xlsx"',
    );
    const [header, ...rows] = await sheetRows(answer.rawPayload);
    expect(header).toEqual([
      'Produit',
      'Numéro interne',
      'Numéro de série',
      'Site',
      'Gamme',
      'Modèle',
      'Taille',
      'Statut',
    ]);
    const ours = rows.filter((row) => row[3] === w.site.name).map((row) => row[1]);
    expect(ours).toEqual(
      expect.arrayContaining(
        [...w.bikes, ...w.helmets].map((product) => (product as { internalNumber: string }).internalNumber),
      ),
    );
  });

  it('refuses a start after the end (400 with its code) and a missing date', async () => {
    for (const path of ['/api/invoice_exports', '/api/payment_exports']) {
      const reversed = await send('POST', path, w.finance, {
        startDate: '2026-06-03',
        endDate: '2026-06-01',
      });
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json()).toMatchObject({ code: 'EXPORT_INVALID_DATE_RANGE' });
      const missing = await send('POST', path, w.finance, { startDate: '2026-06-03' });
      expect(missing.statusCode).toBe(422);
      expect(missing.json()['hydra:description']).toContain('endDate');
    }
  });

  it('gives the fleet report to a manager too, on the manager’s sites', async () => {
    const answer = await get('/api/reports', manager);
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = (await sheetRows(answer.rawPayload)).slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row[3]))).toEqual(new Set([w.site.name]));
  });

  it('keeps the accounting exports for the ADMINISTRATEUR and FINANCE profiles, the reports from a counter', async () => {
    expect((await get('/api/reports', w.counter)).statusCode).toBe(403);
    for (const authorization of [w.counter, manager]) {
      for (const answer of [
        await send('POST', '/api/invoice_exports', authorization, {
          startDate: '2026-06-01',
          endDate: '2026-06-03',
        }),
        await send('POST', '/api/payment_exports', authorization, {
          startDate: '2026-06-01',
          endDate: '2026-06-03',
        }),
      ]) {
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toMatchObject({ code: 'PERMISSION_DENIED' });
      }
    }
  });
});
