import { getRobotConfigRoute, getRobotRoute, setRobotAliasRoute } from '@fleet/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callRoute, type ApiError } from '../lib/request';
import { answer, callsTo, lastBody, refuse, stubApi, takeContractViolations } from './api';
import { robotFixture } from './fixtures';

afterEach(() => vi.unstubAllGlobals());

describe('the contract-typed API stub', () => {
  it('refuses a fixture that drifted from the route contract, with the zod message', () => {
    // As a test whose fixture kept an old shape would write it (the type check is bypassed on purpose).
    const drifted = { ...robotFixture(), locked: 'no', live: undefined } as unknown as ReturnType<typeof robotFixture>;
    expect(() => answer(getRobotRoute, drifted)).toThrow(
      /GET robotinfo\/robot\/info\/:id does not match its contract:[\s\S]*locked[\s\S]*live/,
    );
  });

  it('serves the parsed fixture for the params it names, and answers an unknown path like the server', async () => {
    const calls = stubApi([answer(getRobotRoute, robotFixture({ id: 2 }), { id: 2 })]);
    await expect(callRoute(getRobotRoute, { params: { id: 2 } })).resolves.toMatchObject({ id: 2, deviceNumber: 'SIMULATION-130-00002' });
    const other = await callRoute(getRobotRoute, { params: { id: 3 } }).catch((e: ApiError) => e);
    expect(other).toMatchObject({ status: 404, code: 40401 });
    expect(callsTo(calls, getRobotRoute, { id: 2 })).toHaveLength(1);
    expect(callsTo(calls, getRobotRoute)).toHaveLength(1);
    expect(calls.map((c) => c.path)).toEqual(['robotinfo/robot/info/2', 'robotinfo/robot/info/3']);
  });

  it('lets a later answer override an earlier one, records the typed body, and refuses with the code and its text', async () => {
    const calls = stubApi([
      answer(setRobotAliasRoute, null),
      refuse(getRobotConfigRoute, 'CONFIG_NOT_REPORTED'),
      answer(getRobotRoute, robotFixture({ alias: 'First' })),
      answer(getRobotRoute, robotFixture({ alias: 'Second' })),
    ]);
    await expect(callRoute(getRobotRoute, { params: { id: 1 } })).resolves.toMatchObject({ alias: 'Second' });
    await callRoute(setRobotAliasRoute, { body: { robotId: 1, alias: 'Hall B' } });
    expect(lastBody(calls, setRobotAliasRoute)).toEqual({ robotId: 1, alias: 'Hall B' });
    const refused = await callRoute(getRobotConfigRoute, { params: { robotId: 1 } }).catch((e: ApiError) => e);
    expect(refused).toMatchObject({ status: 409, code: 40925, msg: expect.stringMatching(/has not reported its configuration/) });
  });

  it('answers a body its contract refuses as the server would, and keeps it for the test to fail on', async () => {
    stubApi([answer(setRobotAliasRoute, null)]);
    // As a screen that drifted from the contract would send it (the type check is bypassed on purpose).
    const drifted = { robotId: 'one', alias: 'Hall B' } as unknown as { robotId: number; alias: string };
    const refused = await callRoute(setRobotAliasRoute, { body: drifted }).catch((e: ApiError) => e);
    expect(refused).toMatchObject({ status: 400, code: 40001 });
    expect(takeContractViolations()).toEqual([
      expect.stringMatching(/PUT robotinfo\/config\/alias sent a body its contract refuses:[\s\S]*robotId/),
    ]);
  });
});
