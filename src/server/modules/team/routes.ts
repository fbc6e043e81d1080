import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zErrorResponse } from '@shared/errors';
import { zTeamSignInInput } from '@shared/sso';
import { AppError } from '../../errors';
import {
  zAddTeamMemberInput,
  zChangeMemberRoleInput,
  zTeam,
  type Team,
  zTeamAiAccessInput,
  zTeamMember,
  zUpdateTeamInput,
} from '@shared/team';
import type { RouteDeps } from '../../app-deps';
import { currentUser } from '../../auth/guard';
import { zIdParams } from '../../http/params';
import { recordAudit, type AuditEntry } from '../audit/service';
import {
  addTeamMember,
  changeMemberRole,
  getTeam,
  loadTeamPeople,
  presentTeamMembers,
  setTeamAiAccess,
  setTeamPasswordSignIn,
  unlockMemberSignIn,
  updateTeam,
} from './service';

/** A change of the team's settings, with what they became. */
function teamChange(team: Team, details: Record<string, unknown>): AuditEntry {
  return { action: 'team_updated', objectType: 'team', objectId: team.id, objectName: team.name, details };
}

export const teamRoutes: FastifyPluginAsyncZod<RouteDeps<'db' | 'clock' | 'caches' | 'sso'>> = async (
  app,
  deps,
) => {
  const { db, clock, caches } = deps;
  const errors = { 400: zErrorResponse, 401: zErrorResponse, 403: zErrorResponse, 404: zErrorResponse };

  app.get('/team', { schema: { tags: ['team'], response: { 200: zTeam, ...errors } } }, async (request) =>
    getTeam(db, currentUser(request).teamId),
  );

  app.get(
    '/team/members',
    { schema: { tags: ['team'], response: { 200: z.array(zTeamMember), ...errors } } },
    async (request) => {
      const viewer = currentUser(request);
      const people = await caches.teamMembers.read(
        String(viewer.teamId),
        viewer.teamId,
        () => clock.now().getTime(),
        () => loadTeamPeople(db, viewer.teamId),
      );
      return presentTeamMembers(people, viewer);
    },
  );

  app.patch(
    '/team',
    {
      config: { role: 'admin' },
      schema: { tags: ['team'], body: zUpdateTeamInput, response: { 200: zTeam, ...errors } },
    },
    async (request) => {
      const team = await updateTeam(db, currentUser(request).teamId, request.body);
      await recordAudit(deps, request, teamChange(team, request.body));
      return team;
    },
  );

  app.patch(
    '/team/ai-access',
    {
      config: { role: 'admin' },
      schema: { tags: ['team'], body: zTeamAiAccessInput, response: { 200: zTeam, ...errors } },
    },
    async (request) => {
      const team = await setTeamAiAccess(db, currentUser(request).teamId, request.body);
      await recordAudit(deps, request, teamChange(team, { aiExcludedLevels: team.aiExcludedLevels }));
      return team;
    },
  );

  app.patch(
    '/team/sign-in',
    {
      config: { role: 'admin' },
      schema: { tags: ['team'], body: zTeamSignInInput, response: { 200: zTeam, ...errors } },
    },
    async (request) => {
      // Without a provider, turning passwords off would lock the whole team out.
      if (!deps.sso && !request.body.passwordSignIn)
        throw new AppError('bad_request', 'Single sign-on is not set up, so password sign-in stays on');
      const team = await setTeamPasswordSignIn(db, currentUser(request).teamId, request.body.passwordSignIn);
      await recordAudit(deps, request, teamChange(team, { passwordSignIn: team.passwordSignIn }));
      return team;
    },
  );

  app.post(
    '/team/members',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['team'],
        body: zAddTeamMemberInput,
        response: { 201: zTeamMember, 409: zErrorResponse, ...errors },
      },
    },
    async (request, reply) => {
      const member = await addTeamMember(db, currentUser(request).teamId, request.body);
      await recordAudit(deps, request, {
        action: 'member_invited',
        objectType: 'user',
        objectId: member.id,
        objectName: request.body.email,
        details: { role: member.role },
      });
      return reply.code(201).send(member);
    },
  );

  app.patch(
    '/team/members/:id',
    {
      config: { role: 'admin' },
      schema: {
        tags: ['team'],
        params: zIdParams,
        body: zChangeMemberRoleInput,
        response: { 200: zTeamMember, 409: zErrorResponse, ...errors },
      },
    },
    async (request) => {
      const member = await changeMemberRole(db, {
        teamId: currentUser(request).teamId,
        memberId: request.params.id,
        role: request.body.role,
      });
      await recordAudit(deps, request, {
        action: 'role_changed',
        objectType: 'user',
        objectId: member.id,
        objectName: `${member.firstName} ${member.lastName}`.trim(),
        details: { role: member.role },
      });
      return member;
    },
  );

  app.post(
    '/team/members/:id/unlock',
    {
      config: { role: 'admin' },
      schema: { tags: ['team'], params: zIdParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await unlockMemberSignIn(db, { teamId: currentUser(request).teamId, memberId: request.params.id });
      await recordAudit(deps, request, {
        action: 'member_unlocked',
        objectType: 'user',
        objectId: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );
};
