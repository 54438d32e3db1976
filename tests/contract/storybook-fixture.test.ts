// Stories read the demo tenant through .storybook/fixture.ts: it must see what the server seeds,
// tenant.json with its parts/ appended in file-name order (server/fixtures/load-tenant-fixtures.ts),
// so a story can take any section's data from the fixture helper.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { aurora, contentOf, sectionOfType } from '../../.storybook/fixture';

const folder = path.join(process.cwd(), 'fixtures/aurora');
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown[]>;
const tenant = read(path.join(folder, 'tenant.json'));
const parts = readdirSync(path.join(folder, 'parts'))
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => read(path.join(folder, 'parts', file)));
const seeded = (key: string) => [...(tenant[key] ?? []), ...parts.flatMap((part) => part[key] ?? [])];

describe('the Storybook fixture', () => {
  it.each(['menu', 'design', 'content', 'offers', 'schedules'])(
    'holds the %s of tenant.json and then of each part, in file-name order',
    (key) => {
      expect(seeded(key).length).toBeGreaterThan(0);
      expect(aurora[key]).toEqual(seeded(key));
    },
  );

  it('finds a section that only a part holds, with its content', () => {
    const posts = sectionOfType(14);
    expect(posts.name).not.toMatch(/^Seção tipo/);
    expect(contentOf(posts).length).toBeGreaterThan(0);
  });
});
