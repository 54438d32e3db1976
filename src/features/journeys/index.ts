// The journey viewers (content-app.md 2.6): what the journey renderers (content types 15, 16, 22
// and 23) draw. Their tests and stories take the demo journeys from ./test-support.
export { PartsJourney } from './PartsJourney';
export { ImpactJourney } from './ImpactJourney';
