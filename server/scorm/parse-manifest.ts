// Reads a SCORM 1.2 or 2004 imsmanifest.xml (ADL CAM): the default organization's launchable items in
// manifest order, with what the lesson cards and the run-time need. Prefixes vary between packages
// (adlcp:, imsss:, none), so names are matched by their local part (fast-xml-parser's removeNSPrefix).
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { scormMessages } from './messages.ts';
import { PackageRefusal } from './package-limits.ts';

export type ScormStandard = '1.2' | '2004';

export interface ManifestLesson {
  identifier: string;
  title: string;
  /** The file to launch, a path inside the package (xml:base applied), without the query. */
  href: string;
  /** The query to launch it with: the href's own and the item's `parameters`, '' or '?a=b'. */
  parameters: string;
  scormType: 'sco' | 'asset';
  /** 0-100: 1.2 adlcp:masteryscore, 2004 the primary objective's minNormalizedMeasure x 100. */
  masteryScore: number | null;
  /** 1.2 adlcp:prerequisites (identifiers with & | ~ and parentheses), as written. */
  prerequisites: string | null;
  /** 0 for an item right under the organization. */
  depth: number;
  /** The titles of the aggregation items above it (the lesson tree). */
  parentTitles: string[];
  /**
   * 2004 deliveryControls completionSetByContent (false unless the manifest says true): when false, an
   * attempt the content ends without a completion status is completed by the LMS (SN 5.1.8). 1.2: true.
   */
  completionSetByContent: boolean;
  /**
   * 2004 deliveryControls objectiveSetByContent (false unless the manifest says true): when false, an
   * attempt the content ends without a success status satisfies the primary objective (SN UP.4). 1.2: true.
   */
  objectiveSetByContent: boolean;
  /**
   * 2004: the objectiveIDs of the item's sequencing (its primary objective's first), with which the LMS
   * starts cmi.objectives (RTE 4.2.17): a SCO finds its objectives there by id. 1.2: none.
   */
  objectiveIds: string[];
}

export interface ScormManifest {
  standard: ScormStandard;
  title: string;
  lessons: ManifestLesson[];
}

type Node = Record<string, unknown>;

const listed = new Set(['organization', 'item', 'resource', 'file', 'dependency']);
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => listed.has(name),
});

const textOf = (value: unknown): string => {
  if (typeof value === 'string') return value.trim();
  if (value && typeof value === 'object' && '#text' in value) return String((value as Node)['#text']).trim();
  return '';
};
const child = (node: Node | undefined, name: string): Node | undefined => {
  const value = node?.[name];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
};
const children = (node: Node | undefined, name: string): Node[] => {
  const value = node?.[name];
  return Array.isArray(value) ? (value.filter((item) => item && typeof item === 'object') as Node[]) : [];
};
/** An element that may be written once (an object) or more (a list), as a list. */
const nodesOf = (value: unknown): Node[] =>
  [value].flat().filter((node): node is Node => typeof node === 'object' && node !== null);
const attribute = (node: Node | undefined, name: string): string => {
  const value = node?.[`@${name}`];
  return typeof value === 'string' ? value.trim() : '';
};

function standardOf(manifest: Node, xml: string): ScormStandard {
  const version = textOf(child(manifest, 'metadata')?.schemaversion);
  if (version === '1.2') return '1.2';
  if (/2004|1\.3/.test(version)) return '2004';
  return /adlcp_v1p3|imsss/.test(xml) ? '2004' : '1.2';
}

/** `a/b/../c` -> `a/c`; undefined when the path leaves the package or is an absolute address. */
function packagePath(base: string, href: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('/')) return undefined;
  const parts: string[] = [];
  for (const part of `${base}${href}`.split('/')) {
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

const withSlash = (base: string) => (base === '' || base.endsWith('/') ? base : `${base}/`);

/**
 * The item's mastery score, 0-100, or null when the manifest sets none (or one that is not simple).
 * `objectives`: the 2004 objectives of its sequencing, its own or the collection's it names.
 */
function masteryOf(item: Node, objectives: Node | undefined): number | null {
  const score12 = textOf(item.masteryscore);
  if (score12 !== '' && Number.isFinite(Number(score12))) return Math.min(100, Math.max(0, Number(score12)));
  const primary = child(objectives, 'primaryObjective');
  const measure = textOf(primary?.minNormalizedMeasure);
  if (
    attribute(primary, 'satisfiedByMeasure') === 'true' &&
    measure !== '' &&
    Number.isFinite(Number(measure))
  )
    return Math.round(Math.min(1, Math.max(0, Number(measure))) * 100);
  return null;
}

/** Joins the href's own query and the item's parameters ('?a=b', 'a=b' or '#x'), as CAM 3.4.1.5 says. */
function launchQuery(hrefQuery: string, parameters: string): string {
  const extra = parameters.replace(/^[?&]/, '');
  if (extra === '') return hrefQuery;
  if (extra.startsWith('#')) return `${hrefQuery}${extra}`;
  return hrefQuery === '' ? `?${extra}` : `${hrefQuery}&${extra}`;
}

export function parseManifest(xml: string, packageFiles: ReadonlySet<string>): ScormManifest {
  if (XMLValidator.validate(xml) !== true) throw new PackageRefusal(400, scormMessages.brokenManifest);
  let root: Node;
  try {
    root = parser.parse(xml) as Node;
  } catch {
    throw new PackageRefusal(400, scormMessages.brokenManifest);
  }
  const manifest = child(root, 'manifest');
  if (!manifest) throw new PackageRefusal(400, scormMessages.brokenManifest);
  const noLesson = new PackageRefusal(400, scormMessages.noLaunchableItem);
  const organizations = child(manifest, 'organizations');
  const all = children(organizations, 'organization');
  const wanted = attribute(organizations, 'default');
  const organization = all.find((candidate) => attribute(candidate, 'identifier') === wanted) ?? all[0];
  if (!organization) throw noLesson;

  const resourcesNode = child(manifest, 'resources');
  const resourcesBase = withSlash(attribute(manifest, 'base')) + withSlash(attribute(resourcesNode, 'base'));
  const resources = new Map(
    children(resourcesNode, 'resource').map((resource) => [attribute(resource, 'identifier'), resource]),
  );

  const standard = standardOf(manifest, xml);
  // An item's sequencing may be written in the manifest's sequencingCollection and named by IDRef.
  const collection = new Map(
    nodesOf(child(manifest, 'sequencingCollection')?.sequencing).map((rule) => [attribute(rule, 'ID'), rule]),
  );
  /** A part of the item's sequencing: its own, else the collection's that it names. */
  const sequencingPart = (item: Node, name: string) => {
    const own = child(item, 'sequencing');
    return child(own, name) ?? child(collection.get(attribute(own, 'IDRef')), name);
  };
  /** A deliveryControls flag of the item's sequencing: false unless it says true; 1.2 has none (true). */
  const setByContent = (item: Node, flag: 'completionSetByContent' | 'objectiveSetByContent') =>
    standard === '1.2' || attribute(sequencingPart(item, 'deliveryControls'), flag) === 'true';
  const objectiveIds = (item: Node) => {
    if (standard === '1.2') return [];
    const objectives = sequencingPart(item, 'objectives');
    const ids = [child(objectives, 'primaryObjective'), ...nodesOf(objectives?.objective)].map((objective) =>
      attribute(objective, 'objectiveID'),
    );
    return [...new Set(ids.filter((id) => id !== ''))];
  };

  const lessons: ManifestLesson[] = [];
  const walk = (items: Node[], depth: number, parentTitles: string[]) => {
    for (const item of items) {
      const title = textOf(item.title) || attribute(item, 'identifier');
      const resource = resources.get(attribute(item, 'identifierref'));
      const rawHref = attribute(resource, 'href');
      if (resource && rawHref !== '') {
        const [file = '', query = ''] = rawHref.split(/(?=\?)/);
        const href = packagePath(resourcesBase + withSlash(attribute(resource, 'base')), file);
        if (href === undefined || !packageFiles.has(decodeURI(href)))
          throw new PackageRefusal(400, scormMessages.launchFileMissing(rawHref));
        const type = (attribute(resource, 'scormtype') || attribute(resource, 'scormType')).toLowerCase();
        const prerequisites = textOf(item.prerequisites);
        lessons.push({
          identifier: attribute(item, 'identifier'),
          title,
          href: decodeURI(href),
          parameters: launchQuery(query, attribute(item, 'parameters')),
          scormType: type === 'asset' ? 'asset' : 'sco',
          masteryScore: masteryOf(item, sequencingPart(item, 'objectives')),
          prerequisites: prerequisites === '' ? null : prerequisites,
          depth,
          parentTitles,
          completionSetByContent: setByContent(item, 'completionSetByContent'),
          objectiveSetByContent: setByContent(item, 'objectiveSetByContent'),
          objectiveIds: objectiveIds(item),
        });
      }
      walk(children(item, 'item'), depth + 1, [...parentTitles, title]);
    }
  };
  walk(children(organization, 'item'), 0, []);
  if (lessons.length === 0) throw noLesson;
  return { standard, title: textOf(organization.title), lessons };
}
