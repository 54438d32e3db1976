// A fake of the plans calls for the plans' tests and stories: the horizonte samples, the requests it
// was sent (method, path, body) and the answers a test chooses. The app's real client talks to it.
import type { Plan } from '../../generated/types';
import { json, type FakeHandler } from '../../../tests/setup/fake-api';
import {
  enterprisePlan,
  equipesPlan,
  essentialPlan,
  planCampaign,
} from '../../../tests/fixtures/plan-samples';

export { enterprisePlan, equipesPlan, essentialPlan, planCampaign };

export interface PlansFake {
  handler: FakeHandler;
  /** The POSTs it received: path and body. */
  posted: { path: string; body: unknown }[];
}

export function plansFake({
  active = equipesPlan,
  plans = [essentialPlan, equipesPlan, enterprisePlan],
  campaigns = [],
  refuse = {},
}: {
  active?: Plan | null;
  plans?: Plan[];
  campaigns?: unknown[];
  /** Paths answered with a refusal (status and message). */
  refuse?: Record<string, [number, string]>;
} = {}): PlansFake {
  const posted: PlansFake['posted'] = [];
  // What the requests changed, as the server would keep it.
  const changed = (plan: Plan | null) => {
    active = plan;
    plans = plans.map((other) => (plan && other.idPlan === plan.idPlan ? plan : other));
    return plan;
  };
  const handler: FakeHandler = (url, init) => {
    const path = url.pathname;
    if (init?.method === 'POST') {
      const body: unknown = init.body ? JSON.parse(String(init.body)) : undefined;
      posted.push({ path, body });
      const refusal = refuse[path];
      if (refusal) return json(refusal[0], { success: false, message: refusal[1] });
      if (path.endsWith('/request-plan'))
        return { statusCode: 200, success: true, message: 'Pedido de contratação enviado!', result: active };
      if (path.endsWith('/contact-trial')) return { success: true, message: 'Recebemos o seu contato!' };
      if (path.endsWith('/request-upgrade'))
        return {
          success: true,
          message: 'Obrigado! Registramos o seu interesse no upgrade do plano.',
          numberRequest: 1,
        };
      if (path.endsWith('/extend-trial'))
        return {
          success: true,
          message: 'Degustação estendida por mais 7 dias.',
          result: changed(active && { ...active, trialsCount: 2, deadline: 7 }),
        };
      const tried = plans.find((plan) => plan.idPlan === (body as { idPlan: number }).idPlan);
      return {
        success: true,
        message: 'Degustação iniciada!',
        result: changed(tried ? { ...tried, trial: 1, trialsCount: 1, deadline: 15 } : active),
      };
    }
    if (path.endsWith('/learning/plans/active')) return { data: active };
    if (path.endsWith('/learning/plans/campaigns')) return { result: campaigns };
    if (path.endsWith('/learning/plans/')) return { result: plans };
    if (/\/users\/\d+$/.test(path))
      return {
        success: true,
        user: {
          idUser: 2,
          idCompany: 2,
          name: 'Helena Prado',
          email: 'admin@horizonte.test',
          role: 'Coordenadora de treinamento',
          department: 'Educação Corporativa',
        },
        notifications: [],
      };
    return json(404, { success: false, message: 'Não encontrado.' });
  };
  return { handler, posted };
}
