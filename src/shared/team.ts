import { z } from 'zod';
import { zConfidentialityLevel } from './document';
import { maxDescriptionLength, maxNameLength } from './limits';
import { zRole } from './roles';
import { zEmail, zPassword, zPersonName } from './user';

export const zTeam = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  memberCount: z.number().int(),
  /** Confidentiality levels whose documents are kept out of AI. */
  aiExcludedLevels: z.array(zConfidentialityLevel),
  /** False when the team signs in with single sign-on only. */
  passwordSignIn: z.boolean(),
});
export type Team = z.infer<typeof zTeam>;

/** SPEC 3 Team member. email is null when that member keeps it private (privacy.showEmail off). */
export const zTeamMember = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  role: zRole,
});
export type TeamMember = z.infer<typeof zTeamMember>;

export const zUpdateTeamInput = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Team name is required')
      .max(maxNameLength, `At most ${maxNameLength} characters`),
    description: z.string().trim().max(maxDescriptionLength, `At most ${maxDescriptionLength} characters`),
  })
  .strict();
export type UpdateTeamInput = z.infer<typeof zUpdateTeamInput>;

export const zAddTeamMemberInput = z
  .object({
    email: zEmail,
    firstName: zPersonName,
    lastName: zPersonName,
    role: zRole,
    password: zPassword,
  })
  .strict();
export type AddTeamMemberInput = z.infer<typeof zAddTeamMemberInput>;

export const zChangeMemberRoleInput = z.object({ role: zRole }).strict();
export type ChangeMemberRoleInput = z.infer<typeof zChangeMemberRoleInput>;

/** PATCH /api/team/ai-access: the confidentiality levels whose documents the AI never reads. */
export const zTeamAiAccessInput = z
  .object({ aiExcludedLevels: z.array(zConfidentialityLevel).max(4) })
  .strict();
export type TeamAiAccessInput = z.infer<typeof zTeamAiAccessInput>;
