// Queries the jsdom tests write again and again, named for what they read.
import { screen } from '@testing-library/react';

/** Where the link of that accessible name goes (the test fails when there is no such link). */
export const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
