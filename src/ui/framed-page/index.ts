export { FramedPage, sandboxFor, type FramedPageProps } from './FramedPage';
