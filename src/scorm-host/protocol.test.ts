// What the app takes for a host page's message (isHostMessage): the known kinds, with their fields.
import { describe, expect, it } from 'vitest';
import { isHostMessage, navRequestOf } from './protocol';

describe('isHostMessage', () => {
  it('accepts every kind the host page sends', () => {
    for (const message of [
      { scormHost: 'ready' },
      { scormHost: 'finished', result: null },
      { scormHost: 'finished', result: null, navRequest: { kind: 'continue' } },
      { scormHost: 'finished', result: null, navRequest: { kind: 'choice', target: 'item-3' } },
      { scormHost: 'closed', result: { contentCompleted: true } },
      { scormHost: 'failed' },
      { scormHost: 'kept', bytes: 0 },
      { scormHost: 'kept', bytes: 123_456_789 },
      { scormHost: 'keepFailed', reason: 'full' },
      { scormHost: 'keepFailed', reason: 'failed' },
      { scormHost: 'forgotten' },
      { scormHost: 'runtimeData', seq: 1, finish: false, data: { cmi: {} } },
      { scormHost: 'runtimeData', seq: 42, finish: true, data: { cmi: { core: {} } } },
    ])
      expect(isHostMessage(message), JSON.stringify(message)).toBe(true);
  });

  it('refuses unknown kinds and malformed fields', () => {
    for (const message of [
      null,
      'kept',
      { scormHost: 'other' },
      { scormHost: 'toString' },
      { scormHost: 'kept' },
      { scormHost: 'kept', bytes: -1 },
      { scormHost: 'kept', bytes: 1.5 },
      { scormHost: 'kept', bytes: '10' },
      { scormHost: 'keepFailed' },
      { scormHost: 'keepFailed', reason: 'quota' },
      { scormHost: 'runtimeData', seq: 0, finish: false, data: {} },
      { scormHost: 'runtimeData', seq: 1.5, finish: false, data: {} },
      { scormHost: 'runtimeData', seq: 1, finish: 'no', data: {} },
      { scormHost: 'runtimeData', seq: 1, finish: false },
      { scormHost: 'runtimeData', seq: 1, finish: false, data: null },
      { scormHost: 'runtimeData', seq: 1, finish: false, data: [] },
      { scormHost: 'runtimeData', seq: 1, finish: false, data: 'cmi' },
      { scormHost: 'finished', result: null, navRequest: 'continue' },
      { scormHost: 'finished', result: null, navRequest: { kind: 'fly' } },
      { scormHost: 'finished', result: null, navRequest: { kind: 'choice' } },
      { scormHost: 'finished', result: null, navRequest: { kind: 'exit', target: 'x' } },
    ])
      expect(isHostMessage(message), JSON.stringify(message)).toBe(false);
  });
});

describe('navRequestOf', () => {
  it("reads adl.nav.request's values (SCORM 2004 RTE 4.4), and nothing else", () => {
    for (const kind of ['continue', 'previous', 'exit', 'exitAll', 'abandon', 'abandonAll', 'suspendAll'])
      expect(navRequestOf(kind)).toEqual({ kind });
    expect(navRequestOf('{target=item-3}choice')).toEqual({ kind: 'choice', target: 'item-3' });
    expect(navRequestOf('{target=a.b_c}jump')).toEqual({ kind: 'jump', target: 'a.b_c' });
    for (const value of ['_none_', '', 'choice', '{target=}choice', 'start', undefined, 3])
      expect(navRequestOf(value), String(value)).toBeUndefined();
  });
});
