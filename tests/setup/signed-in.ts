// One signed-in learner for unit and component tests: the session exactly as the login stores it,
// Ana on aurora unless a test says otherwise.
import { saveLogin, type MenuData } from '../../src/session';

interface TestLogin {
  token?: string;
  loginInfo?: Partial<MenuData['loginInfo']>;
  menu?: MenuData['menu'];
  design?: MenuData['design'];
}

export function signInForTest({ token = 'tok', loginInfo, menu = [], design = [] }: TestLogin = {}): void {
  saveLogin({
    token,
    loginInfo: {
      idUser: 1,
      idApp: 1,
      idCompany: 1,
      name: 'Ana Souza',
      email: 'ana@aurora.test',
      lastLogin: new Date().toISOString(),
      admin: 0,
      ...loginInfo,
    },
    menu,
    design,
  });
}
