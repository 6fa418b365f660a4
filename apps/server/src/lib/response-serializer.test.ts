import { ZEnvelope, getOwnDetailRoute } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createResponseSerializerCompiler } from './response-serializer';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/test', httpStatus: '200' });
const serializer = (check: boolean, schema: z.ZodType) => createResponseSerializerCompiler({ check })(route(schema));

const detail = {
  id: 1,
  account: 'admin',
  userName: '管理员 "A"',
  userCode: 'U1',
  email: 'a@example.com',
  phone: '',
  level: 1,
  orgId: 1,
  orgName: 'Platform',
  orgCode: 'P1',
  businessName: '',
  businessCode: '',
  roleId: 1,
  roleName: 'Administrator',
  roleLevel: 0,
  isFirstLogin: false,
  language: 'zh',
};
const envelope = ZEnvelope(getOwnDetailRoute.data);
const answer = { code: 0, msg: '成功', data: detail };

describe('response serializer', () => {
  it.each([true, false])('writes the contract’s properties only, the same JSON as zod (check: %s)', (check) => {
    const written = serializer(check, envelope)({ ...answer, data: { ...detail, passwordHash: 'secret' } });
    expect(written).toBe(JSON.stringify(envelope.parse(answer)));
    expect(written).not.toContain('secret');
  });

  it('with the check, refuses an answer that breaks its contract, as zod did', () => {
    const broken = { ...answer, data: { ...detail, userName: null } };
    expect(() => serializer(true, envelope)(broken)).toThrow(expect.objectContaining({ code: 'FST_ERR_RESPONSE_SERIALIZATION' }));
  });

  it('keeps zod for a recursive schema, which JSON Schema names by reference', () => {
    interface Node {
      name: string;
      children: Node[];
    }
    const ZNode: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(ZNode) }));
    const tree = { name: 'a', secret: 1, children: [{ name: 'b', secret: 2, children: [] }] };
    expect(serializer(false, ZNode)(tree)).toBe('{"name":"a","children":[{"name":"b","children":[]}]}');
  });
});
