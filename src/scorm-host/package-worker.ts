// The package origin's service worker of a kept run (issue 20 item 2): built on its own by
// scripts/package-worker.ts to dist/scorm-worker.js (one classic script, no import), served as
// `/scorm/runs/<token>/worker.js` and registered by the host page's keep (keep.ts) with the run base as
// its scope. What it does: kept-cache.ts.
import { servePackage, type PackageWorkerScope } from './kept-cache';

declare const self: PackageWorkerScope;

servePackage(self);
