import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

describe('loadEnv', () => {
  it('applies the defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 8080,
      SESSION_IDLE_MINUTES: 120,
      MQTT_PORT: 1883,
      SIM_ROBOTS: 10,
      SIM_OTA_FAILURE_RATE: 0,
      LOG_LEVEL: 'info',
      COMMAND_TIMEOUT_SECONDS: 30,
      DB_RECOVERY_SECONDS: 60,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.TRUST_PROXY).toBe(false);
  });

  it.each([
    ['true', true],
    ['false', false],
    ['127.0.0.1', '127.0.0.1'],
    ['10.0.0.1, 192.168.0.0/16,::1', '10.0.0.1,192.168.0.0/16,::1'],
    ['loopback', 'loopback'],
  ])('reads TRUST_PROXY=%s as Fastify takes it', (raw, value) => {
    expect(loadEnv({ TRUST_PROXY: raw }).TRUST_PROXY).toEqual(value);
  });

  it('serves /metrics to loopback only, without a token, unless told otherwise', () => {
    expect(loadEnv({}).METRICS_ALLOW).toEqual(['loopback']);
    expect(loadEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(loadEnv({ METRICS_ALLOW: 'off' }).METRICS_ALLOW).toBe(false);
    expect(loadEnv({ METRICS_ALLOW: 'loopback, 10.0.0.0/8,fd00::5' }).METRICS_ALLOW).toEqual(['loopback', '10.0.0.0/8', 'fd00::5']);
    expect(loadEnv({ METRICS_ALLOW: 'any', METRICS_TOKEN: 'a-long-enough-token' }).METRICS_ALLOW).toEqual(['any']);
  });

  it('reads MAP_HOSTS as a list of http(s) origins, and refuses anything else', () => {
    expect(loadEnv({}).MAP_HOSTS).toEqual([]);
    expect(loadEnv({ MAP_HOSTS: 'https://tiles.example.com, https://fonts.example.com/glyphs' }).MAP_HOSTS).toEqual([
      'https://tiles.example.com',
      'https://fonts.example.com/glyphs',
    ]);
    expect(() => loadEnv({ MAP_HOSTS: 'tiles.example.com' })).toThrow(/MAP_HOSTS/);
    expect(() => loadEnv({ MAP_HOSTS: 'ftp://tiles.example.com' })).toThrow(/MAP_HOSTS/);
  });

  it('refuses METRICS_ALLOW=any without METRICS_TOKEN, and a /0 range (proxy-addr would refuse it at start)', () => {
    expect(() => loadEnv({ METRICS_ALLOW: '10.0.0.0/8,any' })).toThrow(/METRICS_ALLOW=.*set METRICS_TOKEN/);
    expect(() => loadEnv({ METRICS_ALLOW: '0.0.0.0/0', METRICS_TOKEN: 'a-long-enough-token' })).toThrow(/METRICS_ALLOW=/);
    expect(() => loadEnv({ METRICS_ALLOW: '::/0', METRICS_TOKEN: 'a-long-enough-token' })).toThrow(/METRICS_ALLOW=/);
  });

  it.each([
    ['METRICS_ALLOW', 'everyone'],
    ['METRICS_ALLOW', '10.0.0.0/40'],
    ['METRICS_TOKEN', 'short'],
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['SESSION_IDLE_MINUTES', '0'],
    ['DATABASE_URL', 'mysql://x'],
    ['MQTT_URL', 'http://broker'],
    ['LOG_LEVEL', 'loud'],
    ['SIM_ROBOTS', '-1'],
    ['SIM_OTA_FAILURE_RATE', '1.5'],
    ['COMMAND_TIMEOUT_SECONDS', '0'],
    ['DB_RECOVERY_SECONDS', '1'],
    ['MQTT_GROUP', 'a/b'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '1'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '0.0.0.0/0'],
    ['TRUST_PROXY', '10.0.0.1,proxy.example'],
  ])('stops on a bad %s naming the variable', (name, value) => {
    expect(() => loadEnv({ [name]: value })).toThrow(EnvError);
    expect(() => loadEnv({ [name]: value })).toThrow(new RegExp(`${name}=`));
  });

  it('refuses a weak ADMIN_PASSWORD, saying why', () => {
    expect(() => loadEnv({ ADMIN_PASSWORD: 'password' })).toThrow(/ADMIN_PASSWORD=.*longer than 8 characters/);
    expect(loadEnv({ ADMIN_PASSWORD: 'Str0ng#Pass' }).ADMIN_PASSWORD).toBe('Str0ng#Pass');
  });
});
