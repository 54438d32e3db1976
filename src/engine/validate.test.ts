// The lazy validator bundles load one at a time: a content-app page that needs an extended validator
// does not download the learning area's, and the reverse. Module state is per test file in vitest,
// so nothing is loaded when this file starts.
import { describe, expect, it } from 'vitest';
import { isSchemaId, loadAllValidators, loadValidatorsFor, validate } from './validate';

const trackingExit = { success: true, totalUserPoints: 120 };
const node = { nodeCode: 'HZ-LID-01', nodeType: 'LEARNING', title: 'Liderança Situacional' };

describe('loadValidatorsFor', () => {
  it('knows every entity schema before any bundle loads, so a registry line may name it', () => {
    expect(
      ['content-item', 'chat-message', 'node', 'element', 'block-parameters/master-banner'].filter(
        isSchemaId,
      ),
    ).toHaveLength(5);
    expect(isSchemaId('no-such-schema')).toBe(false);
  });

  it('loads the content app bundle without the learning one', async () => {
    const checked = await loadValidatorsFor('api/tracking-exit-response');
    expect(checked('api/tracking-exit-response', trackingExit).ok).toBe(true);
    expect(() => validate('node', node)).toThrow('The validator of "node" is not loaded');
    expect(() => validate('api/learning-node-response', { data: node })).toThrow('is not loaded');
  });

  it('loads the learning bundle for a learning entity and for every api/learning-* call', async () => {
    await loadValidatorsFor('api/learning-node-response');
    expect(validate('api/learning-node-response', { data: node }).ok).toBe(true);
    expect(validate('node', { ...node, nodeType: 'COURSE' })).toMatchObject({
      ok: false,
      issues: [{ pointer: '/nodeType', rule: 'enum' }],
    });
  });

  it('resolves to validate at once for a core schema', async () => {
    const checked = await loadValidatorsFor('content-item');
    expect(checked('content-item', { idContentItem: 1, idContentType: 2, text: 'Boas-vindas' }).ok).toBe(
      true,
    );
  });

  it('loadAllValidators knows every schema', async () => {
    const checked = await loadAllValidators();
    expect(checked('team', { idTeam: 1, name: 'Turma Aberta' }).ok).toBe(true);
    expect(checked('api/tracking-exit-response', trackingExit).ok).toBe(true);
  });
});
