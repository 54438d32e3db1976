export { NextPage, type NextPageProps, type PageLink } from './NextPage';
