// /evaluations/{e}/{v}/0?idNodeEnrollment={n} (learning-paths.ts evaluationEntryPath): the start call
// (the open questionnaire, or a new one), 'Aguarde, iniciando a avaliação!' meanwhile, then the address
// of the questionnaire it answered, replacing this one (back does not start again). A refusal (no tries
// left, not enrolled) shows the server's pt-BR words.
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { startQuestionnaire } from '../../api/learning-evaluations';
import { evaluationPath } from '../../paths/learning-paths';
import { evaluationMessages as text } from '../../i18n/learning-evaluations';
import * as css from './evaluations.css';

interface Props {
  idUser: number;
  idEnrollment: number;
  idEvaluation: number;
}

export function StartEvaluation({ idUser, idEnrollment, idEvaluation }: Props) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const idNodeEnrollment = Number(search.get('idNodeEnrollment'));
  const [refusal, setRefusal] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    startQuestionnaire({ idUser, idEnrollment, idEvaluation, idNodeEnrollment }).then(
      (idQuestionnaire) => {
        if (live)
          void navigate(evaluationPath({ idEnrollment, idEvaluation, idQuestionnaire }), { replace: true });
      },
      (error: unknown) => {
        if (live) setRefusal(error instanceof Error && error.message ? error.message : text.loadError);
      },
    );
    return () => {
      live = false;
    };
  }, [idUser, idEnrollment, idEvaluation, idNodeEnrollment, navigate]);

  return (
    <section className={css.page} aria-busy={refusal === null}>
      {refusal === null ? (
        <p role="status" className={css.text}>
          {text.starting}
        </p>
      ) : (
        <p role="alert" className={css.alert}>
          {refusal}
        </p>
      )}
    </section>
  );
}
