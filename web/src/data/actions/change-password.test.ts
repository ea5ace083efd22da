import { messages, passwordPolicyMessages } from '@risema/finance-core/contract';
import {
  login,
  seedOffice,
  setMustChangePassword,
  startTestServer,
} from '@risema/sync-server/testing';
import type { SeededOffice, TestServer } from '@risema/sync-server/testing';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDevice } from '../../testing/test-services';
import { signIn } from '../auth/sign-in';
import { changePassword } from './change-password';

let server: TestServer;
let office: SeededOffice;

beforeAll(async () => {
  server = await startTestServer();
  office = await seedOffice(server);
});

afterAll(async () => {
  await server?.stop();
});

describe('changePassword', () => {
  it('a user who must change their password does so; the stored user lets them through', async () => {
    // The password is still the NIF: the change takes the manager's activation code.
    await server.repositories.managerActivations.reissue(office.manager.id, {
      codeHash: createHash('sha256').update('ABCDEFGHJK').digest('hex'),
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await setMustChangePassword(server, office.manager.id, true);
    const { core } = await createTestDevice(server.url);
    await signIn(core, office.manager);
    expect(core.auth.getState().session?.user.mustChangePassword).toBe(true);

    const answer = await changePassword(core, {
      currentPassword: office.manager.password,
      newPassword: 'nova-password-do-gestor',
      activationCode: 'ABCDEFGHJK',
    });

    expect(answer.user.mustChangePassword).toBe(false);
    expect(core.auth.getState().session?.user.mustChangePassword).toBe(false);
    expect(await login(server, office.manager.email, 'nova-password-do-gestor')).toBeTruthy();
    await expect(login(server, office.manager.email, office.manager.password)).rejects.toThrow();
  });

  it("refuses with the contract's messages before calling, and the server's after", async () => {
    const { core, network } = await createTestDevice(server.url);
    await signIn(core, office.accountant);

    await expect(
      changePassword(core, { currentPassword: office.accountant.password, newPassword: '123' }),
    ).rejects.toMatchObject({ message: 'Password deve ter pelo menos 8 caracteres' });
    await expect(
      changePassword(core, {
        currentPassword: office.accountant.password,
        newPassword: office.accountant.password,
      }),
    ).rejects.toMatchObject({ message: messages.samePassword });
    await expect(
      changePassword(core, { currentPassword: 'errada', newPassword: 'outra-password' }),
    ).rejects.toMatchObject({ kind: 'http' });
    // The rest of the policy needs the user: the server's refusal, in the contract's words.
    await expect(
      changePassword(core, { currentPassword: office.accountant.password, newPassword: 'Password1!' }),
    ).rejects.toMatchObject({ kind: 'http', status: 400, message: passwordPolicyMessages.common });

    network.online = false;
    await expect(
      changePassword(core, {
        currentPassword: office.accountant.password,
        newPassword: 'outra-password',
      }),
    ).rejects.toMatchObject({ kind: 'network' });
  });
});
