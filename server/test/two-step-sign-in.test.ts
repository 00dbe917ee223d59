import { AdminRecoveryCode, AdminTwoStep, StaffRole } from '../src/modules/admin-auth';
import { base32Decode, hotp, totpStep } from '../src/modules/admin-auth/totp';
import { AuditEntry } from '../src/modules/audit';
import { gql } from './support/graphql';
import { call } from './support/http';
import { useTestApp } from './support/test-app';

/**
 * Two-step sign-in (issue 27 item 1) over HTTP: set-up with a code and recovery codes, sign-in with
 * a code (REST and GraphQL), replay refused, wrong codes counted in the sign-in limits, recovery
 * codes once, the owner's require and reset, refused to everyone else.
 */
const app = useTestApp();
let ownerToken: string;
beforeAll(async () => (ownerToken = await app.adminToken()));

const repo = <T extends object>(entity: new () => T) => app.database.dataSource.getRepository<T>(entity);

/** The app's code for `secret`, `offsetSteps` steps from the test clock's now. */
const codeOf = (secret: string, offsetSteps = 0) => hotp(base32Decode(secret), totpStep(app.clock.now()) + offsetSteps);
const nextStep = () => app.clock.advanceMinutes(0.5);

const START = `mutation { startTwoStepSetup { errors { code message } setup { secret otpauthUri issuer account } } }`;
const CONFIRM = `mutation ($code: String!) { confirmTwoStepSetup(code: $code) { errors { field code message } recoveryCodes } }`;
const TURN_OFF = `mutation ($code: String!) { turnOffTwoStep(code: $code) { errors { code message } staff { twoStep } } }`;
const REQUIRE = `mutation ($staffId: ID!) { requireTwoStep(staffId: $staffId) { errors { code message } staff { email twoStep twoStepRequired } } }`;
const RESET = `mutation ($staffId: ID!) { resetTwoStep(staffId: $staffId) { errors { code message } staff { email twoStep twoStepRequired } } }`;
const ME = `{ me { email twoStep twoStepRequired } }`;

interface Person {
  id: string;
  email: string;
  password: string;
  token: string;
}

async function person(name: string, role = StaffRole.FRONT_DESK): Promise<Person> {
  const email = `${name}@hotel.test`;
  const password = `${name}-long-password`;
  await app.services.adminAuth.ensureAdmin(email, password, name, role);
  const { token, admin } = await app.services.adminAuth.login({ email, password }, '127.0.0.9');
  return { id: admin.id, email, password, token };
}

/** Sets two-step sign-in up for `who` over GraphQL; answers the secret and the recovery codes. */
async function setUp(who: Person): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await gql(app, START, {}, { token: who.token });
  const { secret } = started.data.startTwoStepSetup.setup;
  const confirmed = await gql(app, CONFIRM, { code: codeOf(secret) }, { token: who.token });
  expect(confirmed.data.confirmTwoStepSetup.errors).toEqual([]);
  return { secret, recoveryCodes: confirmed.data.confirmTwoStepSetup.recoveryCodes };
}

const passwordStep = (who: Person) =>
  call(app, 'POST', '/api/admin/login', { json: { email: who.email, password: who.password } });
const codeStep = (challenge: string, code: string) =>
  call(app, 'POST', '/api/admin/login/two-step', { json: { challenge, code } });

async function challengeOf(who: Person): Promise<string> {
  const reply = await passwordStep(who);
  expect(reply.status).toBe(200);
  expect(reply.body.token).toBeUndefined();
  return reply.body.data.twoStep.challenge as string;
}

/** The two-step lines of the audit log whose actor or detail mentions `text`, oldest first. */
const auditOf = async (text: string) =>
  (await repo(AuditEntry).find({ where: { action: 'two_step' }, order: { at: 'ASC' } })).filter(
    (entry) => entry.detail.includes(text) || entry.actor.includes(text),
  );

describe('setting up two-step sign-in', () => {
  it('answers a key and an otpauth link under the hotel’s name, turns on only with a right code, and never shows the key again', async () => {
    const asha = await person('asha');
    const started = await gql(app, START, {}, { token: asha.token });
    const setup = started.data.startTwoStepSetup.setup;
    const hotelName = (await app.services.hotelProfile.get()).name;
    expect(setup).toMatchObject({ issuer: hotelName, account: asha.email });
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toBe(
      `otpauth://totp/${encodeURIComponent(hotelName)}:${encodeURIComponent(asha.email)}?secret=${setup.secret}&issuer=${encodeURIComponent(hotelName)}&algorithm=SHA1&digits=6&period=30`,
    );
    // Stored sealed: the key is not in the row.
    const stored = await repo(AdminTwoStep).findOneByOrFail({ adminId: asha.id });
    expect(stored.sealedPendingSecret).not.toContain(setup.secret);
    expect(stored.enabledAt).toBeNull();

    const wrong = await gql(app, CONFIRM, { code: codeOf(setup.secret, 3) }, { token: asha.token });
    expect(wrong.data.confirmTwoStepSetup).toEqual({
      errors: [
        {
          field: 'code',
          code: 'TWO_STEP_CODE_WRONG',
          message: 'That code is not right. Enter the code your authenticator app shows now, or an unused recovery code.',
        },
      ],
      recoveryCodes: null,
    });
    expect((await gql(app, ME, {}, { token: asha.token })).data.me.twoStep).toBe('OFF');

    const confirmed = await gql(app, CONFIRM, { code: codeOf(setup.secret) }, { token: asha.token });
    const codes = confirmed.data.confirmTwoStepSetup.recoveryCodes as string[];
    expect(codes).toHaveLength(8);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(new Set(codes).size).toBe(8);
    const hashes = await repo(AdminRecoveryCode).findBy({ adminId: asha.id });
    expect(hashes).toHaveLength(8);
    for (const { codeHash } of hashes) expect(codes.some((code) => codeHash.includes(code.replace('-', '')))).toBe(false);
    expect((await gql(app, ME, {}, { token: asha.token })).data.me).toEqual({
      email: asha.email,
      twoStep: 'ON',
      twoStepRequired: false,
    });

    const again = await gql(app, START, {}, { token: asha.token });
    expect(again.data.startTwoStepSetup).toEqual({
      errors: [{ code: 'TWO_STEP_ALREADY_ON', message: 'Two-step sign-in is already on. Turn it off first to set it up again.' }],
      setup: null,
    });
    expect(await auditOf('Turned on two-step sign-in')).toEqual([expect.objectContaining({ actor: `asha <${asha.email}>` })]);
  });
});

describe('signing in with a code', () => {
  it('REST: the password answers a challenge and no token; the code answers the session; a code and a challenge work once', async () => {
    const ravi = await person('ravi');
    const { secret } = await setUp(ravi);
    nextStep();

    const challenge = await challengeOf(ravi);
    const refusedShape = await codeStep(challenge, '12345');
    expect(refusedShape.status).toBe(400);
    expect(refusedShape.body.message).toBe('Enter the 6-digit code from your authenticator app, or one of your recovery codes.');

    const signedIn = await codeStep(challenge, codeOf(secret).replace(/(\d{3})/, '$1 '));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ success: true, message: 'Login successful', data: { admin: { email: ravi.email } } });
    expect((await gql(app, ME, {}, { token: signedIn.body.token })).data.me.email).toBe(ravi.email);
    expect(signedIn.body.data.recoveryCodes).toBeUndefined();

    // The same challenge again, even with the next code: refused.
    nextStep();
    const reusedChallenge = await codeStep(challenge, codeOf(secret));
    expect(reusedChallenge.status).toBe(401);
    expect(reusedChallenge.body.message).toBe(
      'This sign-in has expired or was completed already. Please sign in again with your password.',
    );

    // The code just used, with a new challenge: refused (each code once); the step's own code works.
    const replay = await codeStep(await challengeOf(ravi), codeOf(secret, -1));
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe('That code has been used already. Wait for the next code in your app.');
    expect((await codeStep(await challengeOf(ravi), codeOf(secret))).status).toBe(200);
    expect(await repo(AdminTwoStep).findOneByOrFail({ adminId: ravi.id })).toMatchObject({
      lastUsedStep: totpStep(app.clock.now()),
    });

    // A challenge lasts 5 minutes.
    const late = await challengeOf(ravi);
    app.clock.advanceMinutes(5.5);
    expect((await codeStep(late, codeOf(secret))).status).toBe(401);
  });

  it('GraphQL: adminLogin answers twoStep instead of a token, completeSignIn the session', async () => {
    const meena = await person('meena');
    const { secret } = await setUp(meena);
    nextStep();
    const login = await gql(
      app,
      `mutation ($email: String!, $password: String!) { adminLogin(email: $email, password: $password) { errors { code } token twoStep { challenge expiresAt setup { secret } } } }`,
      { email: meena.email, password: meena.password },
    );
    const { token, twoStep } = login.data.adminLogin;
    expect(token).toBeNull();
    expect(twoStep.setup).toBeNull();
    expect(new Date(twoStep.expiresAt).getTime()).toBe(app.clock.now().getTime() + 5 * 60_000);
    const completed = await gql(
      app,
      `mutation ($challenge: String!, $code: String!) { completeSignIn(challenge: $challenge, code: $code) { errors { code message } token admin { email twoStep } recoveryCodes } }`,
      { challenge: twoStep.challenge, code: codeOf(secret) },
    );
    expect(completed.data.completeSignIn).toMatchObject({
      errors: [],
      admin: { email: meena.email, twoStep: 'ON' },
      recoveryCodes: null,
    });
    expect((await gql(app, ME, {}, { token: completed.data.completeSignIn.token })).data.me.email).toBe(meena.email);
  });

  it('counts wrong codes in the sign-in limits: after 5 tries in 15 minutes even the right code is refused', async () => {
    const kiran = await person('kiran');
    const { secret } = await setUp(kiran);
    nextStep();
    const challenge = await challengeOf(kiran); // the password's try stays counted until a code is right
    for (let i = 0; i < 4; i += 1) {
      const wrong = await codeStep(challenge, codeOf(secret, 5 + i));
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toMatch(/^That code is not right/);
    }
    const locked = await codeStep(challenge, codeOf(secret));
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
    // A new password step does not reset the count.
    expect((await passwordStep(kiran)).status).toBe(429);

    app.clock.advanceMinutes(16);
    const signedIn = await codeStep(await challengeOf(kiran), codeOf(secret));
    expect(signedIn.status).toBe(200);
  });

  it('takes each recovery code once, in place of a code, and the audit log says how many are left', async () => {
    const dev = await person('dev');
    const { recoveryCodes } = await setUp(dev);
    const first = await codeStep(await challengeOf(dev), recoveryCodes[2].toUpperCase());
    expect(first.status).toBe(200);
    const again = await codeStep(await challengeOf(dev), recoveryCodes[2]);
    expect(again.status).toBe(400);
    expect(again.body.message).toMatch(/^That code is not right/);
    expect(await repo(AdminRecoveryCode).countBy({ adminId: dev.id })).toBe(8);
    expect((await repo(AdminRecoveryCode).findBy({ adminId: dev.id })).filter((row) => row.usedAt !== null)).toHaveLength(1);
    const signIns = await repo(AuditEntry).findBy({ action: 'sign_in', actor: `dev <${dev.email}>` });
    expect(signIns.map((entry) => entry.detail)).toContain('Signed in from 127.0.0.1 with a recovery code (7 left)');
  });
});

describe('turning one’s own two-step sign-in off', () => {
  it('needs a current code (a wrong one changes nothing), and then signing in takes the password alone', async () => {
    const lata = await person('lata');
    const { secret } = await setUp(lata);
    nextStep();
    const wrong = await gql(app, TURN_OFF, { code: codeOf(secret, 4) }, { token: lata.token });
    expect(wrong.data.turnOffTwoStep.errors[0].code).toBe('TWO_STEP_CODE_WRONG');
    expect(await repo(AdminTwoStep).existsBy({ adminId: lata.id })).toBe(true);

    const off = await gql(app, TURN_OFF, { code: codeOf(secret) }, { token: lata.token });
    expect(off.data.turnOffTwoStep).toEqual({ errors: [], staff: { twoStep: 'OFF' } });
    expect(await repo(AdminTwoStep).existsBy({ adminId: lata.id })).toBe(false);
    expect(await repo(AdminRecoveryCode).existsBy({ adminId: lata.id })).toBe(false);
    expect((await passwordStep(lata)).body.token).toEqual(expect.any(String));
    expect(await auditOf('Turned off two-step sign-in with a code')).toHaveLength(1);
  });
});

describe('the owner requires and resets two-step sign-in', () => {
  it('required: the next sign-in sets it up before any session; the person cannot turn it off; reset turns it off', async () => {
    const sunil = await person('sunil', StaffRole.ACCOUNTANT);
    const required = await gql(app, REQUIRE, { staffId: sunil.id }, { token: ownerToken });
    expect(required.data.requireTwoStep).toEqual({
      errors: [],
      staff: { email: sunil.email, twoStep: 'REQUIRED', twoStepRequired: true },
    });
    const staffList = await gql(app, `{ staff { email twoStep } }`, {}, { token: ownerToken });
    expect(staffList.data.staff).toContainEqual({ email: sunil.email, twoStep: 'REQUIRED' });

    // Sign-in: the password answers a set-up, the same key until it is confirmed.
    const first = await passwordStep(sunil);
    expect(first.body.token).toBeUndefined();
    const { setup } = first.body.data.twoStep;
    expect(setup.account).toBe(sunil.email);
    const second = await passwordStep(sunil);
    expect(second.body.data.twoStep.setup.secret).toBe(setup.secret);
    const wrong = await codeStep(second.body.data.twoStep.challenge, codeOf(setup.secret, 7));
    expect(wrong.status).toBe(400);
    const signedIn = await codeStep(second.body.data.twoStep.challenge, codeOf(setup.secret));
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.recoveryCodes).toHaveLength(8);
    const token = signedIn.body.token as string;
    expect((await gql(app, ME, {}, { token })).data.me).toEqual({ email: sunil.email, twoStep: 'ON', twoStepRequired: true });

    nextStep();
    const turnOff = await gql(app, TURN_OFF, { code: codeOf(setup.secret) }, { token });
    expect(turnOff.data.turnOffTwoStep.errors).toEqual([
      {
        code: 'TWO_STEP_REQUIRED_BY_OWNER',
        message: 'The owner requires two-step sign-in for your account. Ask the owner if it must be reset.',
      },
    ]);

    const reset = await gql(app, RESET, { staffId: sunil.id }, { token: ownerToken });
    expect(reset.data.resetTwoStep).toEqual({
      errors: [],
      staff: { email: sunil.email, twoStep: 'OFF', twoStepRequired: false },
    });
    expect(await repo(AdminRecoveryCode).existsBy({ adminId: sunil.id })).toBe(false);
    expect((await passwordStep(sunil)).body.token).toEqual(expect.any(String));
    expect((await auditOf(sunil.email)).map((entry) => [entry.actor, entry.detail])).toEqual([
      ['Hotel Admin <owner@hotel.test>', `Required two-step sign-in of sunil <${sunil.email}>`],
      [`sunil <${sunil.email}>`, 'Turned on two-step sign-in (8 recovery codes given)'],
      ['Hotel Admin <owner@hotel.test>', `Reset two-step sign-in of sunil <${sunil.email}> (now off)`],
    ]);
  });

  it('is refused to everyone but the owner, and changes nothing', async () => {
    const manager = await person('mohan', StaffRole.MANAGER);
    const target = await person('tara');
    for (const query of [REQUIRE, RESET]) {
      const refused = await gql(app, query, { staffId: target.id }, { token: manager.token });
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Your role (Manager) cannot do this.',
        extensions: { code: 'FORBIDDEN' },
      });
    }
    expect(await repo(AdminTwoStep).existsBy({ adminId: target.id })).toBe(false);
  });

  it('the owner cannot reset their own when it is on (a stolen session could): they turn it off with a code', async () => {
    const owner = await person('omkar', StaffRole.OWNER);
    await setUp(owner);
    const reset = await gql(app, RESET, { staffId: owner.id }, { token: owner.token });
    expect(reset.data.resetTwoStep.errors[0].code).toBe('TWO_STEP_OWN_CODE');
    expect((await gql(app, ME, {}, { token: owner.token })).data.me.twoStep).toBe('ON');
  });
});
