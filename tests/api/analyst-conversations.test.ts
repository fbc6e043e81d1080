import { describe, expect, it } from 'vitest';
import { maxSavedConversations } from '@shared/analyst-chat';
import { ask } from './analyst-fixtures';
import { addMember, as, registerTeam } from './helper';
import { useTestApp } from './helper';

const t = useTestApp();

describe('GET /api/ai/conversations', () => {
  it("keeps each person's conversations, newest first, titled by their first message", async () => {
    const admin = await registerTeam(t.app);
    const member = await addMember(t.app, admin, 'member');
    const long = `Which investments are in due diligence and what are their target sizes overall?`;
    const first = (await ask(t.app, admin, long)).json().conversationId;
    t.clock.advance(1000);
    const second = (await ask(t.app, admin, 'How many funds?')).json().conversationId;
    await ask(t.app, member, 'How many co-investments?');

    const list = (await as(t.app, admin, { method: 'GET', url: '/api/ai/conversations' })).json();
    expect(list.map((conversation: { id: number }) => conversation.id)).toEqual([second, first]);
    expect(list[1].title).toBe(`${long.slice(0, 50)}...`);
    expect(list[0].title).toBe('How many funds?');
    expect(list[0]).toEqual(
      expect.objectContaining({ timestamp: expect.any(String), lastUpdated: expect.any(String) }),
    );

    const theirs = (await as(t.app, member, { method: 'GET', url: '/api/ai/conversations' })).json();
    expect(theirs.map((conversation: { title: string }) => conversation.title)).toEqual([
      'How many co-investments?',
    ]);
  });

  it('continues a conversation and moves it to the top', async () => {
    const admin = await registerTeam(t.app);
    const first = (await ask(t.app, admin, 'How many funds?')).json().conversationId;
    t.clock.advance(1000);
    await ask(t.app, admin, 'How many co-investments?');
    t.clock.advance(1000);
    const continued = await ask(t.app, admin, 'And in Europe?', {
      conversationId: first,
      conversationHistory: [
        { role: 'user', content: 'How many funds?' },
        { role: 'assistant', content: 'None yet.' },
      ],
    });
    expect(continued.json().conversationId).toBe(first);
    const list = (await as(t.app, admin, { method: 'GET', url: '/api/ai/conversations' })).json();
    expect(list[0].id).toBe(first);
    const conversation = (
      await as(t.app, admin, { method: 'GET', url: `/api/ai/conversations/${first}` })
    ).json();
    expect(
      conversation.messages.map((message: { role: string; content: string }) => [
        message.role,
        message.content.slice(0, 15),
      ]),
    ).toEqual([
      ['user', 'How many funds?'],
      ['assistant', expect.any(String)],
      ['user', 'And in Europe?'],
      ['assistant', expect.any(String)],
    ]);
    expect(conversation.messages[1]).toEqual(
      expect.objectContaining({ citations: expect.any(Array), unverifiedFigures: [] }),
    );
  });

  it(`keeps at most ${maxSavedConversations}`, async () => {
    const admin = await registerTeam(t.app);
    const ids: number[] = [];
    for (let index = 0; index < maxSavedConversations + 2; index += 1) {
      t.clock.advance(61_000 / 4);
      ids.push((await ask(t.app, admin, `Question ${index}`)).json().conversationId);
    }
    const list = (await as(t.app, admin, { method: 'GET', url: '/api/ai/conversations' })).json();
    expect(list.map((conversation: { id: number }) => conversation.id)).toEqual(ids.slice(2).reverse());
    expect(
      (await as(t.app, admin, { method: 'GET', url: `/api/ai/conversations/${ids[0]}` })).statusCode,
    ).toBe(404);
  });
});

describe('GET and DELETE /api/ai/conversations/{id}', () => {
  it("answers 404 for another person's or another team's conversation, and loses nothing", async () => {
    const admin = await registerTeam(t.app);
    const teammate = await addMember(t.app, admin, 'admin');
    const stranger = await registerTeam(t.app);
    const id = (await ask(t.app, admin, 'How many funds?')).json().conversationId;
    for (const who of [teammate, stranger]) {
      expect((await as(t.app, who, { method: 'GET', url: `/api/ai/conversations/${id}` })).statusCode).toBe(
        404,
      );
      expect(
        (await as(t.app, who, { method: 'DELETE', url: `/api/ai/conversations/${id}` })).statusCode,
      ).toBe(404);
      const hijack = await ask(t.app, who, 'Add this to theirs', { conversationId: id });
      expect(hijack.statusCode).toBe(404);
    }
    const kept = (await as(t.app, admin, { method: 'GET', url: `/api/ai/conversations/${id}` })).json();
    expect(kept.messages).toHaveLength(2);
  });

  it('deletes the caller’s own conversation', async () => {
    const admin = await registerTeam(t.app);
    const viewer = await addMember(t.app, admin, 'viewer');
    const id = (await ask(t.app, viewer, 'How many funds?')).json().conversationId;
    expect(
      (await as(t.app, viewer, { method: 'DELETE', url: `/api/ai/conversations/${id}` })).statusCode,
    ).toBe(204);
    expect((await as(t.app, viewer, { method: 'GET', url: `/api/ai/conversations/${id}` })).statusCode).toBe(
      404,
    );
    expect((await as(t.app, viewer, { method: 'GET', url: '/api/ai/conversations/abc' })).statusCode).toBe(
      400,
    );
    expect((await as(t.app, null, { method: 'GET', url: '/api/ai/conversations' })).statusCode).toBe(401);
  });
});
