import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { schemasDir } from '../paths.ts';
import { requestableLinkPurposes } from './link-tokens.ts';

describe('link token purposes', () => {
  it('are the ones the request schema lets through (schemas/api/link-token-body.json)', () => {
    const schema = JSON.parse(readFileSync(path.join(schemasDir, 'api', 'link-token-body.json'), 'utf8'));
    expect(schema.properties.purpose.enum).toEqual([...requestableLinkPurposes]);
  });
});
