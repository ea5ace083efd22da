import { describe, expect, it } from 'vitest';
import { changePasswordBodySchema } from './auth';
import { endpoints } from './endpoints';
import { messages } from './messages';
import { userSchema } from './user';

const messagesOf = (body: unknown) =>
  changePasswordBodySchema.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];

describe('changePasswordBodySchema', () => {
  it('takes the current password and a new one of 8 to 128 characters', () => {
    expect(
      changePasswordBodySchema.parse({ currentPassword: '509442013', newPassword: 'nova1234' }),
    ).toEqual({ currentPassword: '509442013', newPassword: 'nova1234' });
  });

  it('refuses a new password under 8 or over 128 characters (the chosen-password policy)', () => {
    expect(messagesOf({ currentPassword: 'atual-123', newPassword: 'nova123' })).toEqual([
      'Password deve ter pelo menos 8 caracteres',
    ]);
    expect(messagesOf({ currentPassword: 'atual-123', newPassword: 'x'.repeat(129) })).toEqual([
      'Password deve ter no máximo 128 caracteres',
    ]);
  });

  it('refuses the current password as the new one, and missing fields', () => {
    expect(messagesOf({ currentPassword: '509442013', newPassword: '509442013' })).toEqual([
      messages.samePassword,
    ]);
    expect(messagesOf({ newPassword: 'nova-123' })).toEqual(['Password atual é obrigatória']);
    expect(messagesOf({ currentPassword: 'atual-123' })).toEqual([
      'Password deve ter pelo menos 8 caracteres',
    ]);
  });

  it('is the body of POST /api/auth/password', () => {
    expect(endpoints.changePassword).toMatchObject({
      method: 'POST',
      path: '/api/auth/password',
      body: changePasswordBodySchema,
    });
  });
});

describe('userSchema.mustChangePassword', () => {
  const user = {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Gestor',
    email: 'gestor@risema.test',
    role: 'manager',
    isActive: true,
    licenseId: null,
    licenseDetails: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };

  it('keeps the flag, and reads a user stored before it existed as false', () => {
    expect(userSchema.parse({ ...user, mustChangePassword: true }).mustChangePassword).toBe(true);
    expect(userSchema.parse(user).mustChangePassword).toBe(false);
  });
});
