import { describe, expect, it } from 'vitest';
import { isInspectableCodeSender, LOG_CODE_SENDER_CAPACITY, LogCodeSender } from './code-sender.ts';
import { RecordingCodeSender } from './testing.ts';

function fakeLogger() {
  const lines: { object: object; message: string }[] = [];
  return { lines, info: (object: object, message: string) => lines.push({ object, message }) };
}

describe('LogCodeSender', () => {
  it('logs the code at info level and remembers the latest per destination', async () => {
    const logger = fakeLogger();
    const sender = new LogCodeSender(logger);
    await sender.send({ channel: 'sms', to: '+61412345678' }, '123456');
    await sender.send({ channel: 'sms', to: '+61412345678' }, '654321');
    await sender.send({ channel: 'email', to: 'sam@example.com' }, '000042');
    expect(logger.lines[0]).toEqual({
      object: { channel: 'sms', to: '+61412345678' },
      message: 'sign-in code for +61412345678: 123456',
    });
    expect(sender.latest('+61412345678')).toBe('654321');
    expect(sender.latest('sam@example.com')).toBe('000042');
    expect(sender.latest('+61400000000')).toBeUndefined();
  });

  it(`forgets the oldest destination beyond ${LOG_CODE_SENDER_CAPACITY}`, async () => {
    const sender = new LogCodeSender(fakeLogger());
    for (let n = 0; n <= LOG_CODE_SENDER_CAPACITY; n += 1) {
      await sender.send({ channel: 'email', to: `user${n}@example.com` }, '111111');
    }
    expect(sender.latest('user0@example.com')).toBeUndefined();
    expect(sender.latest('user1@example.com')).toBe('111111');
    expect(sender.latest(`user${LOG_CODE_SENDER_CAPACITY}@example.com`)).toBe('111111');
  });
});

describe('isInspectableCodeSender', () => {
  it('is true only for senders with latest(to)', () => {
    expect(isInspectableCodeSender(new LogCodeSender(fakeLogger()))).toBe(true);
    expect(isInspectableCodeSender(new RecordingCodeSender())).toBe(true);
    expect(isInspectableCodeSender({ send: async () => {} })).toBe(false);
  });
});
