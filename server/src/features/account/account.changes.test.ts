import { describe, expect, it } from 'vitest';
import {
  accountSuite,
  CHANGE_PASSWORD,
  dataUrl,
  firstError,
  PERSONAS,
  PNG,
  SET_LANGUAGE,
  SET_PREFERENCE,
  UPDATE_ME,
} from './account.test-kit.js';

// What the signed-in person changes of their own account, through the real HTTP API as each kind of
// persona: what they change is only theirs, and a password change ends every other session. The
// password tests rely on the language the persona tests save, so both stay in this file. Reading the
// account is in account.read.test.ts.

const { t, query, organization, people, account, footprint } = accountSuite();

describe('each persona changes only their own data', () => {
  it.each(PERSONAS)('the %s changes name, avatar, language and a notification choice', async (persona) => {
    const me = people[persona];
    const others = PERSONAS.filter((other) => other !== persona).map((other) => people[other]);
    const othersBefore = await Promise.all(others.map((other) => footprint(other.id)));

    const renamed = await t.http.graphql<{ updateMe: { name: string } }>(
      UPDATE_ME,
      { input: { name: `${me.name} (renamed)` } },
      me.token,
    );
    expect(renamed.data?.updateMe.name).toBe(`${me.name} (renamed)`);

    const picture = dataUrl('image/png', PNG);
    const uploaded = await t.http.graphql<{ updateMe: { avatar: string } }>(
      UPDATE_ME,
      { input: { avatar: picture } },
      me.token,
    );
    expect(uploaded.errors).toBeUndefined();
    expect(uploaded.data?.updateMe.avatar).toBe(picture);

    const language = await t.http.graphql<{ setMyLanguage: { id: string; language: string } }>(
      SET_LANGUAGE,
      { language: 'tr' },
      me.token,
    );
    expect(language.data?.setMyLanguage).toEqual({ id: me.id, language: 'tr' });

    const { notificationPreferences } = await account(me.token);
    const marketing = notificationPreferences.find((entry) => !entry.notificationType.defaultEnabled)!;
    const toggled = await t.http.graphql<{
      setMyNotificationPreference: { id: string; enabled: boolean; chosen: boolean };
    }>(SET_PREFERENCE, { input: { notificationTypeId: marketing.id, enabled: true } }, me.token);
    expect(toggled.data?.setMyNotificationPreference).toMatchObject({
      id: marketing.id,
      enabled: true,
      chosen: true,
    });

    const after = await account(me.token);
    expect(after.user.name).toBe(`${me.name} (renamed)`);
    expect(after.user.avatar).toBe(picture);
    expect(after.language).toBe('tr');
    expect(after.notificationPreferences.find((entry) => entry.id === marketing.id)).toMatchObject({
      enabled: true,
      chosen: true,
    });
    // The picture is kept apart from the users row that every request reads.
    expect(await footprint(me.id)).toMatchObject({ avatar: null, hasAvatarImage: true, images: 1 });

    // Nobody else's rows moved.
    expect(await Promise.all(others.map((other) => footprint(other.id)))).toEqual(othersBefore);

    // Removing the picture removes the stored image too.
    const removed = await t.http.graphql<{ updateMe: { avatar: string | null } }>(
      UPDATE_ME,
      { input: { avatar: null } },
      me.token,
    );
    expect(removed.data?.updateMe.avatar).toBeNull();
    expect(await footprint(me.id)).toMatchObject({ avatar: null, hasAvatarImage: false, images: 0 });
  });

  it('turns a type off and on again, and keeps the choice when it matches the default', async () => {
    const me = people.regular;
    const { notificationPreferences } = await account(me.token);
    const email = notificationPreferences.find((entry) => entry.notificationType.defaultEnabled)!;
    for (const enabled of [false, true]) {
      const response = await t.http.graphql<{ setMyNotificationPreference: { enabled: boolean } }>(
        SET_PREFERENCE,
        { input: { notificationTypeId: email.id, enabled } },
        me.token,
      );
      expect(response.data?.setMyNotificationPreference.enabled).toBe(enabled);
    }
    const read = await account(me.token);
    expect(read.notificationPreferences.find((entry) => entry.id === email.id)).toMatchObject({
      enabled: true,
      chosen: true,
    });
  });

  it('takes no user id: a preference can only be set for oneself', async () => {
    const { notificationPreferences } = await account(people.parent.token);
    const type = notificationPreferences[0]!;
    const response = await t.http.graphql(
      `mutation ($input: SetMyNotificationPreferenceInput!) { setMyNotificationPreference(input: $input) { id } }`,
      { input: { notificationTypeId: type.id, enabled: false, userId: people.company.id } },
      people.parent.token,
    );
    expect(response.status).toBe(400);
    expect(firstError(response)?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('answers typed errors for bad input and changes nothing', async () => {
    const me = people.company;
    const before = await footprint(me.id);
    const cases: [string, Record<string, unknown>, string, string | undefined][] = [
      [SET_LANGUAGE, { language: 'de' }, 'BAD_USER_INPUT', undefined],
      [
        SET_PREFERENCE,
        { input: { notificationTypeId: 'not-a-uuid', enabled: true } },
        'BAD_USER_INPUT',
        'notificationTypeId',
      ],
      [
        SET_PREFERENCE,
        { input: { notificationTypeId: '00000000-0000-4000-8000-00000000dead', enabled: true } },
        'NOT_FOUND',
        undefined,
      ],
      [
        UPDATE_ME,
        { input: { avatar: dataUrl('image/gif', Buffer.from('GIF89a')) } },
        'BAD_USER_INPUT',
        'avatar',
      ],
      // Declared a PNG, but the bytes are not one.
      [
        UPDATE_ME,
        { input: { avatar: dataUrl('image/png', Buffer.from('not a png')) } },
        'BAD_USER_INPUT',
        'avatar',
      ],
      [UPDATE_ME, { input: { avatar: 'data:image/png,plain' } }, 'BAD_USER_INPUT', 'avatar'],
    ];
    for (const [query, variables, code, field] of cases) {
      const response = await t.http.graphql(query, variables, me.token);
      const error = firstError(response);
      expect(error?.extensions?.code, JSON.stringify(variables)).toBe(code);
      if (field) expect(error?.extensions?.fieldErrorCodes?.[field]).toBe('invalid_format');
    }
    expect(await footprint(me.id)).toEqual(before);
  });

  it('refuses an avatar over 1 MB with a size error, and accepts one through the REST facade', async () => {
    const me = people.company;
    const big = Buffer.concat([PNG, Buffer.alloc(1_000_001 - PNG.length)]);
    const refused = await t.http.graphql(
      UPDATE_ME,
      { input: { avatar: dataUrl('image/png', big) } },
      me.token,
    );
    expect(firstError(refused)?.extensions?.fieldErrorCodes?.avatar).toBe('too_long');

    const rest = await t.http.request<{ avatar: string }>('PATCH', 'api/common/user', {
      token: me.token,
      body: { user: { avatar: dataUrl('image/png', PNG) } },
    });
    expect(rest.status).toBe(200);
    expect(rest.body.avatar).toBe(dataUrl('image/png', PNG));
    // An address replaces the uploaded picture, which is dropped.
    const address = await t.http.graphql<{ updateMe: { avatar: string } }>(
      UPDATE_ME,
      { input: { avatar: '/images/avatars/company.png' } },
      me.token,
    );
    expect(address.data?.updateMe.avatar).toBe('/images/avatars/company.png');
    expect(await footprint(me.id)).toMatchObject({ hasAvatarImage: false, images: 0 });
  });
});

describe('changeMyPassword', () => {
  const signIn = (email: string, password: string) =>
    t.http.request<{ accessToken: string }>('POST', 'api/auth/sign-in', { body: { email, password } });

  it('refuses a wrong current password with a typed error and changes nothing', async () => {
    const me = people.parent;
    const before = await footprint(me.id);
    const response = await t.http.graphql(
      CHANGE_PASSWORD,
      { input: { currentPassword: 'not-my-password', newPassword: 'A-new-password-1' } },
      me.token,
    );
    const error = firstError(response);
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(error?.extensions?.fieldErrorCodes).toEqual({ currentPassword: 'invalid' });
    expect(response.data ?? null).toBeNull();
    expect(await footprint(me.id)).toEqual(before);
    // The session and the password still work.
    expect((await account(me.token)).id).toBe(me.id);
    expect((await signIn(me.email, me.password)).status).toBe(200);
  });

  it('applies the sign-up rule to the new password', async () => {
    const me = people.parent;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ currentPassword: me.password, newPassword: 'short' }, { newPassword: 'too_short' }],
      [{ currentPassword: me.password, newPassword: 'x'.repeat(257) }, { newPassword: 'too_long' }],
      [{ currentPassword: me.password, newPassword: me.password }, { newPassword: 'invalid' }],
      [{ currentPassword: '', newPassword: 'A-new-password-1' }, { currentPassword: 'required' }],
    ];
    for (const [input, codes] of cases) {
      const response = await t.http.graphql(CHANGE_PASSWORD, { input }, me.token);
      expect(firstError(response)?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(firstError(response)?.extensions?.fieldErrorCodes).toEqual(codes);
    }
    expect((await signIn(me.email, me.password)).status).toBe(200);
  });

  it.each(PERSONAS)(
    'the %s changes their password: other sessions end, this one goes on',
    async (persona) => {
      const me = people[persona];
      const otherSession = await me.signIn();
      const bystander = people[PERSONAS.find((other) => other !== persona)!];
      const bystanderBefore = await footprint(bystander.id);
      const newPassword = `New-${persona}-password-2026`;

      const response = await t.http.graphql<{
        changeMyPassword: { accessToken: string; tokenType: string; user: { id: string } };
      }>(CHANGE_PASSWORD, { input: { currentPassword: me.password, newPassword } }, me.token);
      expect(response.errors).toBeUndefined();
      const payload = response.data!.changeMyPassword;
      expect(payload).toMatchObject({ tokenType: 'bearer', user: { id: me.id } });

      // Every token issued before is refused, this session's old one included; the fresh one works.
      for (const old of [me.token, otherSession]) {
        const refused = await t.http.request('GET', 'api/common/user', { token: old });
        expect(refused.status).toBe(401);
      }
      expect((await account(payload.accessToken)).id).toBe(me.id);

      // Only the new password signs in now.
      expect((await signIn(me.email, me.password)).status).toBe(404);
      expect((await signIn(me.email, newPassword)).status).toBe(200);

      // The owner is told by mail, in the language they saved (Turkish since the test above);
      // nobody else's account moved.
      const [mail] = await query<{ subject: string; language: string }>(
        `SELECT m.subject, u.language FROM mail_outbox m JOIN users u ON u.email = m.recipient
          WHERE m.recipient = $1 ORDER BY m.created_at DESC LIMIT 1`,
        [me.email],
      );
      expect(mail?.language).toBe('tr');
      expect(mail?.subject).toBe('Arena parolanız değiştirildi');
      expect(await footprint(bystander.id)).toEqual(bystanderBefore);
      expect((await account(bystander.token)).id).toBe(bystander.id);

      people[persona] = { ...me, password: newPassword, token: payload.accessToken };
    },
  );

  it('ends unused reset links', async () => {
    const me = people.regular;
    await t.http.request('POST', 'api/auth/forgot-password', { body: { email: me.email } });
    const [open] = await query<{ count: number }>(
      'SELECT count(*)::int AS count FROM password_reset_tokens WHERE user_id = $1 AND used_at IS NULL',
      [me.id],
    );
    expect(open!.count).toBe(1);
    const response = await t.http.graphql<{ changeMyPassword: { accessToken: string } }>(
      CHANGE_PASSWORD,
      { input: { currentPassword: me.password, newPassword: 'Another-password-2026' } },
      me.token,
    );
    expect(response.errors).toBeUndefined();
    const [after] = await query<{ count: number }>(
      'SELECT count(*)::int AS count FROM password_reset_tokens WHERE user_id = $1 AND used_at IS NULL',
      [me.id],
    );
    expect(after!.count).toBe(0);
    people.regular = {
      ...me,
      password: 'Another-password-2026',
      token: response.data!.changeMyPassword.accessToken,
    };
  });

  it('stops guessing the current password after repeated wrong ones', async () => {
    const guesser = await t.factories.user({ organizationId: organization.id, role: 'user' });
    const token = await guesser.signIn();
    const codes: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await t.http.graphql(
        CHANGE_PASSWORD,
        { input: { currentPassword: `guess-${attempt}`, newPassword: 'A-new-password-1' } },
        token,
      );
      codes.push(firstError(response)?.extensions?.code);
    }
    expect(codes.slice(0, 10).every((code) => code === 'BAD_USER_INPUT')).toBe(true);
    expect(codes[10]).toBe('RATE_LIMITED');
    // Even the right password waits for the window: a stolen session cannot keep guessing.
    const right = await t.http.graphql(
      CHANGE_PASSWORD,
      { input: { currentPassword: guesser.password, newPassword: 'A-new-password-1' } },
      token,
    );
    expect(firstError(right)?.extensions?.code).toBe('RATE_LIMITED');
  });
});
