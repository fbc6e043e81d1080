import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from '../../src/server/extraction/test-support/make-pdf';
import { createTeamModels } from '../../src/server/modules/ai-model/team-models';
import { rereadPauseMs, scheduleModelRereadings } from '../../src/server/modules/documents/reread-with-model';
import { uploadProcessed } from './analyst-fixtures';
import { addMember, as, registerTeam, useTestApp, type SignedIn } from './helper';
import { useModelStandIn } from './openai-stand-in';
import { until } from './until';

const model = useModelStandIn();
const t = useTestApp({ processDocuments: true });

const settings = (name: string) => ({
  baseUrl: model.baseUrl,
  model: name,
  apiKey: 'sk-reread-0001',
  timeoutSeconds: null,
  tokenBudget: null,
});

const progress = async (who: SignedIn) => {
  const response = await as(t.app, who, { method: 'GET', url: '/api/documents/model-reading' });
  expect(response.statusCode).toBe(200);
  return response.json().reading as { model: string; done: number; total: number } | null;
};

const sentTo = async (who: SignedIn) => {
  const list = (await as(t.app, who, { method: 'GET', url: '/api/documents' })).json() as {
    id: number;
    name: string;
    sentToModel: { model: string } | null;
  }[];
  return new Map(list.map((row) => [row.name, row.sentToModel?.model ?? null]));
};

/** Every structured request's text, to tell which documents went to the model. */
const promptsSince = (start: number) =>
  model.requests
    .slice(start)
    .map((request) => request.body.messages.map((message) => message.content).join('\n'))
    .join('\n');

const pdf = (marker: string) => makePdf([[`Quarterly report ${marker}: net asset value of $12.5 million.`]]);

let admin: SignedIn;
beforeAll(async () => {
  admin = await registerTeam(t.app);
  await uploadProcessed(
    t.app,
    admin,
    Array.from({ length: 6 }, (_, index) => ({
      name: `Report ${index + 1}.pdf`,
      content: pdf(`R${index + 1}`),
    })),
  );
  const [secret] = await uploadProcessed(t.app, admin, [
    { name: 'Side letter.pdf', content: pdf('SECRET-SIDE-LETTER') },
  ]);
  await as(t.app, admin, {
    method: 'PATCH',
    url: `/api/documents/${secret}/ai-access`,
    payload: { keepOutOfAi: true },
  });
});

describe('re-reading the documents when the team chooses a model', () => {
  it('queues the re-reading on save, shows its progress, reads in throttled batches behind uploads, and skips what is kept out', async () => {
    expect(await progress(admin)).toBeNull();
    model.behaviour = { reply: 'not in format' };
    const start = model.requests.length;

    // With the worker stopped the job waits in the database, as across a restart.
    await t.stopWorker();
    const saved = await as(t.app, admin, {
      method: 'PUT',
      url: '/api/team/ai-model',
      payload: settings('reread-model'),
    });
    expect(saved.statusCode).toBe(200);
    expect(await progress(admin)).toEqual({ model: 'reread-model', done: 0, total: 6 });
    const viewer = await addMember(t.app, admin, 'viewer');
    expect(await progress(viewer)).toEqual({ model: 'reread-model', done: 0, total: 6 });
    expect(await progress(await registerTeam(t.app))).toBeNull();
    expect(model.requests.length).toBe(start);

    // The first batch; the next waits its pause.
    t.startWorker();
    await until(
      async () => ((await progress(admin))?.done === 5 ? true : undefined),
      'the first batch is read',
    );
    // An upload meanwhile is processed (and read by the model) at once, before the next batch.
    await uploadProcessed(t.app, admin, [{ name: 'New deck.pdf', content: pdf('NEW') }]);
    expect(await progress(admin)).toEqual({ model: 'reread-model', done: 6, total: 7 });

    t.clock.advance(rereadPauseMs);
    await until(async () => ((await progress(admin)) === null ? true : undefined), 'the re-reading is done');
    const models = await sentTo(admin);
    expect(models.get('Side letter.pdf')).toBeNull();
    for (let index = 1; index <= 6; index += 1)
      expect(models.get(`Report ${index}.pdf`)).toBe('reread-model');
    expect(models.get('New deck.pdf')).toBe('reread-model');

    const sent = promptsSince(start);
    for (let index = 1; index <= 6; index += 1) expect(sent).toContain(`Quarterly report R${index}`);
    expect(sent).not.toContain('SECRET-SIDE-LETTER');
    expect(model.requests.slice(start).every((request) => request.body.model === 'reread-model')).toBe(true);
  });

  it('reads them again with the next model chosen, and not when the model stays the same', async () => {
    const start = model.requests.length;
    await as(t.app, admin, { method: 'PUT', url: '/api/team/ai-model', payload: settings('reread-model') });
    expect(await progress(admin)).toBeNull();

    await as(t.app, admin, { method: 'PUT', url: '/api/team/ai-model', payload: settings('second-model') });
    expect((await progress(admin))?.model).toBe('second-model');
    t.clock.advance(rereadPauseMs);
    await until(async () => {
      if ((await progress(admin)) === null) return true;
      t.clock.advance(rereadPauseMs);
      return undefined;
    }, 'the second re-reading is done');
    const models = await sentTo(admin);
    expect([...models.values()].filter((name) => name === 'second-model')).toHaveLength(7);
    expect(promptsSince(start)).not.toContain('SECRET-SIDE-LETTER');
  });

  it('queues, as a worker starts, the reading of documents a model set in the environment has not read', async () => {
    const team = await registerTeam(t.app);
    await uploadProcessed(t.app, team, [{ name: 'Old memo.pdf', content: pdf('OLD') }]);
    await t.stopWorker();
    try {
      const withEnvironmentModel = createTeamModels({
        db: t.database.db,
        clock: t.clock,
        environment: {
          baseUrl: model.baseUrl,
          model: 'environment-model',
          reading: { timeoutMs: 1500, concurrency: 2 },
        },
        box: null,
      });
      await scheduleModelRereadings(t.database.db, t.clock, withEnvironmentModel);
      expect(await progress(team)).toEqual({ model: 'environment-model', done: 0, total: 1 });
      // Queued once, however often workers start.
      await scheduleModelRereadings(t.database.db, t.clock, withEnvironmentModel);
      const jobs = await t.database.db.execute(
        sql`select count(*)::int as count from jobs where payload->>'teamId' = ${String(team.user.teamId)}
          and payload->>'model' = 'environment-model'`,
      );
      expect((jobs as unknown as { rows: { count: number }[] }).rows[0].count).toBe(1);
    } finally {
      t.startWorker();
    }
  });
});
