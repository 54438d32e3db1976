// "Meus Pontos" on /perfil (content-app.md 2.4) has no address of its own: the user menu links to the
// profile with this fragment, and the points part scrolls itself into view when it sees it. Apart from
// paths.ts so the first paint does not carry it.
import { routes } from './paths';

export const POINTS_ID = 'meus-pontos';

export const profilePointsPath = () => `${routes.profile.to()}#${POINTS_ID}`;
