import type { ModelSettingsView } from '@shared/ai-model-settings';
import { zLoginInput } from '@shared/auth';
import { zExportRecord } from '@shared/exports';
import { zUpdateSettingsInput } from '@shared/settings';
import { zUpdateTeamInput, type Team, type TeamMember } from '@shared/team';
import { zUpdateProfileInput, type User } from '@shared/user';
import { json } from './json-response';
import { testMembers, testPassword, testTeam } from './test-users';

/** A team without a model of its own or the environment's, as GET /api/team/ai-model answers it. */
export const noTeamModel: ModelSettingsView = {
  baseUrl: { value: null, source: 'none' },
  model: { value: null, source: 'none' },
  apiKey: { set: false, hint: null, source: 'none' },
  timeoutSeconds: { value: 20, source: 'default' },
  tokenBudget: { value: 100_000, source: 'default' },
  configured: false,
  canStoreApiKey: true,
};

type RecordedCall = { method: string; path: string; body: unknown };

type FakeApiOptions = {
  /** Who is signed in at the start (null: a visitor). */
  user: User | null;
  /** Who POST /api/login signs in when given testPassword. */
  account?: User;
  team?: Team;
  members?: TeamMember[];
  /** Calls answered 500, written "METHOD /path". */
  failing?: string[];
  /** Routes a screen's tests add (paths with ids, their own data); undefined leaves the call to these. */
  routes?: (method: string, path: string, body: unknown) => Response | undefined;
};

/**
 * A small in-memory server at the network boundary: it answers the foundation's calls the way the
 * real API does (shapes from src/shared) and records what the client sent.
 */
export function createFakeApi({
  user,
  account,
  team = testTeam,
  members = testMembers,
  failing = [],
  routes,
}: FakeApiOptions) {
  const calls: RecordedCall[] = [];
  let currentUser = user;
  let currentTeam = team;

  const handlers: Record<string, (body: unknown) => Response> = {
    'GET /api/auth/user': () =>
      currentUser ? json(200, currentUser) : json(401, { message: 'Not signed in' }),
    'GET /api/team': () => json(200, currentTeam),
    'GET /api/auth/sso': () => json(200, { sso: null }),
    'GET /api/team/members': () => json(200, members),
    'GET /api/team/ai-model': () => json(200, noTeamModel),
    'POST /api/login': (body) => {
      const { email, password } = zLoginInput.parse(body);
      if (!account || email !== account.email || password !== testPassword) {
        return json(401, { message: 'Invalid email or password' });
      }
      currentUser = account;
      return json(200, account);
    },
    // Bodies are checked against the shared contract, as the server does.
    'PATCH /api/team': (body) => {
      currentTeam = { ...currentTeam, ...zUpdateTeamInput.parse(body) };
      return json(200, currentTeam);
    },
    'PATCH /api/user/profile': (body) => {
      if (!currentUser) return json(401, { message: 'Not signed in' });
      currentUser = { ...currentUser, ...zUpdateProfileInput.parse(body) };
      return json(200, currentUser);
    },
    'POST /api/audit-events/exports': (body) => {
      zExportRecord.parse(body);
      return new Response(null, { status: 204 });
    },
    'PATCH /api/user/settings': (body) => {
      if (!currentUser) return json(401, { message: 'Not signed in' });
      currentUser = { ...currentUser, settings: zUpdateSettingsInput.parse(body).settings };
      return json(200, currentUser);
    },
  };

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const path = String(input);
    const method = init.method ?? 'GET';
    // JSON bodies are parsed; multipart bodies (uploads) are handed on as the FormData the client built.
    const body =
      typeof init.body === 'string'
        ? JSON.parse(init.body)
        : init.body instanceof FormData
          ? init.body
          : undefined;
    calls.push({ method, path, body });
    const route = `${method} ${path}`;
    if (failing.includes(route)) return json(500, { message: 'Internal Server Error' });
    const added = routes?.(method, path, body);
    if (added) return added;
    const handler = handlers[route];
    return handler ? handler(body) : json(404, { message: 'Not Found' });
  };

  return {
    fetch,
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}
