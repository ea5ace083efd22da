import { z } from 'zod';
import { emailField } from './common';
import { userSchema } from './user';

/** POST /api/auth/login (SPEC.md §5: 'Email inválido', 'Password é obrigatória'). */
export const loginRequestSchema = z.object({
  email: emailField('Email inválido'),
  password: z
    .string({ error: 'Password é obrigatória' })
    .min(1, { error: 'Password é obrigatória' }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string().min(1),
  user: userSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /api/auth/me. */
export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;
