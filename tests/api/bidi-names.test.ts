import { describe, expect, it } from 'vitest';
import { makePdf } from '../../src/server/extraction/test-support/make-pdf';
import { as, registerTeam, useTestApp } from './helper';
import { investmentInput } from './investment-fixtures';
import { multipart } from './multipart';

/** Bidirectional controls (U+202E right-to-left override and the like) make a name display as another. */
const t = useTestApp();
const override = '\u202e';

describe('names with bidirectional control characters', () => {
  it('are stored and served without them for uploaded files', async () => {
    const admin = await registerTeam(t.app);
    const name = `invoice${override}fdp.exe.pdf`;
    const body = await multipart([{ name, content: makePdf([['Capital call notice.']]) }]);
    const response = await as(t.app, admin, { method: 'POST', url: '/api/documents/upload', ...body });
    expect(response.statusCode).toBe(201);
    expect(response.json().documents[0].name).toBe('invoicefdp.exe.pdf');
    const list = (await as(t.app, admin, { method: 'GET', url: '/api/documents' })).json();
    expect(list.map((document: { name: string }) => document.name)).toEqual(['invoicefdp.exe.pdf']);
    const download = await as(t.app, admin, {
      method: 'GET',
      url: `/api/documents/${list[0].id}/download`,
    });
    expect(download.headers['content-disposition']).not.toMatch(/%E2%80%AE|\u202e/i);
  });

  it("are stripped from a refused file's name in the error too", async () => {
    const admin = await registerTeam(t.app);
    const body = await multipart([{ name: `photo\u2067gpj.exe`, content: 'MZ' }]);
    const response = await as(t.app, admin, { method: 'POST', url: '/api/documents/upload', ...body });
    expect(response.json().errors[0].fileName).toBe('photogpj.exe');
  });

  it('are stored and served without them for investments, created or renamed', async () => {
    const admin = await registerTeam(t.app);
    const created = await as(t.app, admin, {
      method: 'POST',
      url: '/api/investments',
      payload: investmentInput({ name: `Helios ${override}III\u202c Fund` }),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().name).toBe('Helios III Fund');
    const renamed = await as(t.app, admin, {
      method: 'PATCH',
      url: `/api/investments/${created.json().id}`,
      payload: { name: `\u2066Northbridge\u2069 ${override}IV` },
    });
    expect(renamed.json().name).toBe('Northbridge IV');
    const list = (await as(t.app, admin, { method: 'GET', url: '/api/investments' })).json();
    expect(list.map((investment: { name: string }) => investment.name)).toEqual(['Northbridge IV']);
  });

  it('leave a name made only of them empty, refused as a missing name', async () => {
    const admin = await registerTeam(t.app);
    const response = await as(t.app, admin, {
      method: 'POST',
      url: '/api/investments',
      payload: investmentInput({ name: `${override}\u200f` }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual({ name: ['Investment name is required'] });
  });
});
