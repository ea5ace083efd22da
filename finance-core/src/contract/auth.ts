import { z } from 'zod';
import { emailField } from './common';
import { messages } from './messages';
import { chosenPasswordSchema } from './password-policy';
import { userSchema } from './user';

/** POST /api/auth/login (docs/product.md §5: 'Email inválido', 'Password é obrigatória'). */
export const loginRequestSchema = z.lazy(() =>
  z.object({
    email: emailField('Email inválido'),
    password: z
      .string({ error: 'Password é obrigatória' })
      .min(1, { error: 'Password é obrigatória' }),
  }),
);
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.lazy(() =>
  z.object({
    token: z.string().min(1),
    user: userSchema,
  }),
);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** GET /api/auth/me. */
export const meResponseSchema = z.lazy(() => z.object({ user: userSchema }));
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * POST /api/auth/password: the signed-in user sets their own password, proving the current one;
 * it must differ from the current one. A chosen password holds 8 to 128 characters here; the
 * rest of the policy (not the NIF, not the email, not a common password: `chosenPasswordProblem`)
 * needs to know the user and is checked by the server after this schema.
 */
export const changePasswordBodySchema = z.lazy(() =>
  z
    .object({
      currentPassword: z
        .string({ error: 'Password atual é obrigatória' })
        .min(1, { error: 'Password atual é obrigatória' }),
      newPassword: chosenPasswordSchema,
      /**
       * Required while the user's password is still their company's NIF (a manager who has not
       * activated their account, `user.needsActivationCode`): the code the accountant gave them.
       */
      activationCode: z
        .string({ error: messages.activationCodeRequired })
        .trim()
        .max(32, { error: messages.activationCodeInvalid })
        .optional(),
    })
    .refine((body) => body.newPassword !== body.currentPassword, {
      path: ['newPassword'],
      error: messages.samePassword,
    }),
);
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** Its answer: a confirmation and the user as now stored (`mustChangePassword` false). */
export const changePasswordResponseSchema = z.lazy(() =>
  z.object({
    message: z.string(),
    user: userSchema,
  }),
);
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
