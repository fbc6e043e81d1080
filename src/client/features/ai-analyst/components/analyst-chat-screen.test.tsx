import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AnalystChatResponse, Conversation, ConversationSummary } from '@shared/analyst-chat';
import { suggestedPrompts } from '@shared/analyst-chat';
import { json } from '@client/testing/json-response';
import { renderApp } from '@client/testing/render-app';
import { testUser } from '@client/testing/test-users';

const answer = (overrides: Partial<AnalystChatResponse> = {}): AnalystChatResponse => ({
  response:
    '### 2 investments\n\n1. **Alder Fund I** [1]\n2. **Birch Fund II** [2]\n\n<img src="x" alt="injected">',
  citations: [
    { kind: 'investment', id: 7, title: 'Alder Fund I', href: '/investments/7' },
    {
      kind: 'document',
      id: 9,
      title: 'Birch LPA.pdf',
      page: 3,
      quote: 'carry of 20%',
      href: '/documents/9?page=3',
    },
  ],
  fallback: false,
  unverifiedFigures: [],
  conversationId: 41,
  ...overrides,
});

const saved: ConversationSummary[] = [
  {
    id: 41,
    title: 'How many funds?',
    timestamp: '2026-06-01T09:00:00Z',
    lastUpdated: '2026-06-01T09:05:00Z',
  },
];
const savedConversation: Conversation = {
  ...saved[0],
  messages: [
    { id: 'a', role: 'user', content: 'How many funds?', timestamp: '2026-06-01T09:00:00Z' },
    {
      id: 'b',
      role: 'assistant',
      content: 'There are **3** funds.',
      timestamp: '2026-06-01T09:00:01Z',
      citations: [],
    },
  ],
};

/** The chat against a fake API whose analyst answers are held until `release` is called. */
function renderChat(reply: () => Response = () => json(200, answer()), path = '/') {
  let release: () => void = () => {};
  const view = renderApp({
    path,
    user: testUser('viewer'),
    routes: (method, path) => {
      if (method === 'POST' && path === '/api/ai/analyst-chat') return reply();
      if (method === 'GET' && path === '/api/ai/conversations') return json(200, saved);
      if (method === 'GET' && path === '/api/ai/conversations/41') return json(200, savedConversation);
      if (method === 'DELETE' && path === '/api/ai/conversations/41')
        return new Response(null, { status: 204 });
      return undefined;
    },
  });
  const fakeFetch = view.api.fetch;
  let held = false;
  const hold = () => {
    held = true;
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (held && String(input) === '/api/ai/analyst-chat') {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    }
    return fakeFetch(input, init);
  });
  return { ...view, hold, release: () => release() };
}

const chatCalls = (api: ReturnType<typeof renderChat>['api']) =>
  api.callsTo('POST', '/api/ai/analyst-chat').map((call) => call.body as Record<string, unknown>);

// Typing a prompt takes 20 ms a character and the markdown renderer loads on first use: room for a busy machine.
describe('AI analyst chat', { timeout: 20_000 }, () => {
  it('offers a source selector and six suggested prompts, typed into the input a character at a time', async () => {
    const { user } = renderChat();
    const prompts = within(await screen.findByRole('region', { name: 'Suggested questions' })).getAllByRole(
      'button',
    );
    expect(prompts.map((button) => button.textContent)).toEqual([...suggestedPrompts]);
    expect(screen.getByRole('combobox', { name: 'Sources' })).toHaveTextContent('All sources');

    await user.click(prompts[1]);
    const input = screen.getByRole('textbox', { name: 'Message' });
    await waitFor(() => expect((input as HTMLTextAreaElement).value.length).toBeGreaterThan(0));
    expect((input as HTMLTextAreaElement).value.length).toBeLessThan(suggestedPrompts[1].length);
    await waitFor(() => expect(input).toHaveValue(suggestedPrompts[1]), { timeout: 10_000 });
  });

  it('sends on Enter, shows the thinking indicator, then the answer as safe markdown with citation chips', async () => {
    const { user, api, hold, release } = renderChat();
    const input = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(input, '   {Enter}');
    expect(chatCalls(api)).toEqual([]);

    await user.clear(input);
    await user.type(input, 'Which funds?{Shift>}{Enter}{/Shift}In Europe');
    expect(input).toHaveValue('Which funds?\nIn Europe');
    hold();
    await user.type(input, '{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('Analyzing your data');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await user.type(input, 'second{Enter}');
    act(() => release());

    // The markdown renderer is loaded on first use.
    expect(await screen.findByRole('heading', { name: '2 investments' }, { timeout: 10_000 })).toBeVisible();
    expect(chatCalls(api)).toHaveLength(1);
    expect(screen.queryByRole('img', { name: 'injected' })).not.toBeInTheDocument();
    const sources = screen.getByRole('navigation', { name: 'Sources' });
    expect(within(sources).getByRole('link', { name: /\[1\].*Alder Fund I/ })).toHaveAttribute(
      'href',
      '/investments/7',
    );
    expect(within(sources).getByRole('link', { name: /\[2\].*Birch LPA\.pdf.*p\. 3/ })).toHaveAttribute(
      'href',
      '/documents/9?page=3',
    );
    expect(chatCalls(api)[0]).toMatchObject({
      message: 'Which funds?\nIn Europe',
      conversationHistory: [],
      selectedSources: ['all'],
      sessionId: expect.any(String),
    });
  });

  it('sends the last 10 messages and continues the saved conversation', async () => {
    const { user, api } = renderChat();
    const input = await screen.findByRole('textbox', { name: 'Message' });
    for (let index = 0; index < 6; index += 1) {
      await user.type(input, `Q${index}{Enter}`);
      await waitFor(() =>
        expect(screen.getAllByRole('heading', { name: '2 investments' })).toHaveLength(index + 1),
      );
    }
    const last = chatCalls(api).at(-1) as {
      conversationHistory: { content: string }[];
      conversationId: number;
    };
    expect(last.conversationHistory).toHaveLength(10);
    expect(last.conversationHistory[0].content).toBe('Q0');
    expect(last.conversationId).toBe(41);
  });

  it('says when the local analyst stood in, and marks unverified figures', async () => {
    const { user } = renderChat(() =>
      json(
        200,
        answer({
          fallback: true,
          fallbackReason: 'the AI model did not answer in time',
          unverifiedFigures: ['31.5%'],
        }),
      ),
    );
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'IRR?{Enter}');
    expect(await screen.findByText('Fallback Mode')).toBeVisible();
    expect(screen.getByText('Using local AI service: the AI model did not answer in time')).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent('31.5%');
  });

  it('shows SPEC’s failure toast when the answer fails', async () => {
    const { user } = renderChat(() => json(500, { message: 'Internal server error' }));
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'IRR?{Enter}');
    expect(await screen.findByText('Failed to get AI response. Please try again.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('opens, deletes and starts conversations from History', async () => {
    const { user, api } = renderChat();
    await user.click(await screen.findByRole('button', { name: 'History' }));
    const dialog = await screen.findByRole('dialog', { name: 'Saved conversations' });
    await user.click(await within(dialog).findByRole('button', { name: 'Open How many funds?' }));
    expect(await screen.findByText('3')).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'History' }));
    await user.click(await screen.findByRole('button', { name: 'Delete How many funds?' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/ai/conversations/41')).toHaveLength(1));
    // The open conversation was the one deleted: the chat starts afresh.
    expect(await screen.findByRole('region', { name: 'Suggested questions' })).toBeInTheDocument();
  });

  it('keeps the open conversation in the address, and reopens it from there', async () => {
    const { user } = renderChat();
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'IRR?{Enter}');
    await waitFor(() => expect(window.location.search).toBe('?conversation=41'));
    await user.click(screen.getByRole('button', { name: 'New Chat' }));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('opens the conversation the address names', async () => {
    renderChat(undefined, '/ai-analyst?conversation=41');
    expect(await screen.findByText('How many funds?')).toBeVisible();
    expect(window.location.pathname).toBe('/ai-analyst');
  });
});
