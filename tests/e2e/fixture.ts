// A demo tenant as the server loads it: tenant.json plus its parts/*.json, appended in file-name order.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { MenuSection } from '../../src/generated/types';

interface TenantData {
  menu: MenuSection[];
  [key: string]: unknown;
}

export function loadTenant(name: string): TenantData {
  const folder = path.join('fixtures', name);
  const tenant = JSON.parse(readFileSync(path.join(folder, 'tenant.json'), 'utf8')) as TenantData;
  const parts = path.join(folder, 'parts');
  if (!existsSync(parts)) return tenant;
  for (const file of readdirSync(parts)
    .filter((entry) => entry.endsWith('.json'))
    .sort()) {
    const part = JSON.parse(readFileSync(path.join(parts, file), 'utf8')) as Record<string, unknown[]>;
    for (const [key, value] of Object.entries(part))
      if (key !== '$schema') tenant[key] = [...((tenant[key] as unknown[] | undefined) ?? []), ...value];
  }
  return tenant;
}
