import { z } from 'zod';
import { maxNameLength } from './limits';
import { zEmail, zPassword, zPersonName } from './user';

export const zRegisterInput = z
  .object({
    email: zEmail,
    password: zPassword,
    firstName: zPersonName,
    lastName: zPersonName,
    teamName: z
      .string()
      .trim()
      .min(1, 'Team name is required')
      .max(maxNameLength, `At most ${maxNameLength} characters`),
  })
  .strict();
export type RegisterInput = z.infer<typeof zRegisterInput>;

export const zLoginInput = z
  .object({ email: zEmail, password: z.string().min(1, 'Password is required').max(1000) })
  .strict();
export type LoginInput = z.infer<typeof zLoginInput>;
