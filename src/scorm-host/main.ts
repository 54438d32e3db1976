// The entry of scorm-host.html (a second Vite entry, served by the API on the package origin only; never
// imported by the app's bundle).
import { startHost } from './host';
import { createRuntime } from './runtime';
import './host.css';

void startHost({ win: window, app: window.parent === window ? null : window.parent, createRuntime });
