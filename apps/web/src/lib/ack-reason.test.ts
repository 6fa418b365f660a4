import { ACK_REASONS } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import { ackReasonText } from './ack-reason';
import { i18n } from './i18n';

describe('ackReasonText', () => {
  it.each([
    ['zh', '机器人不支持此指令'],
    ['en', 'The robot does not support this command'],
    ['ja', 'ロボットはこのコマンドに対応していません'],
  ] as const)('says in %s that the robot does not support the command', (lang, text) => {
    expect(ackReasonText(i18n.getFixedT(lang), 'unsupported')).toBe(text);
  });

  it("has words for every reason of the protocol, shows a robot's own text as sent, and nothing for no reason", () => {
    const en = i18n.getFixedT('en');
    for (const reason of ACK_REASONS) expect(ackReasonText(en, reason)).not.toMatch(/ackReasons|^$/);
    expect(ackReasonText(en, 'brush motor jammed')).toBe('brush motor jammed');
    expect(ackReasonText(en, null)).toBeNull();
  });
});
