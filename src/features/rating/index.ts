// Import only from lazy viewers: the widget and its strings stay out of the initial bundle.
export { RatingWidget, THANKS_MS, type RatingWidgetProps } from './RatingWidget';
