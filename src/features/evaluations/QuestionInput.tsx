// One question as the learner answers it (learning-area.md 5 "Evaluation" and "Survey"): native radios
// and checkboxes in a fieldset whose legend is the statement (keyboard: Tab into the group, arrows
// between radios, Space to tick), a number box per option for CORRELATE, a scale per option for the
// likert types, a counted textarea for comments. Every input is named by visible text.
import { useId, type ReactNode } from 'react';
import type { EvaluationAnswer } from '../../generated/types';
import { SURVEY_COMMENT_MAX_LENGTH } from '../../shared-rules/evaluation-status';
import { evaluationMessages as text } from '../../i18n/learning-evaluations';
import { correlateInput, correlateValue, type AnswerDatum } from './rules';
import * as css from './evaluations.css';

/** What the learner gave: the answer's data and, for comments, its text. */
export interface AnswerDraft {
  answerData: AnswerDatum[];
  answerText?: string;
}

interface Props {
  answer: EvaluationAnswer;
  /** Shown before the statement ("1. "), so the list of missing questions reads the same numbers. */
  number: number;
  onChange: (draft: AnswerDraft) => void;
  disabled?: boolean;
}

export function QuestionInput(props: Props) {
  switch (props.answer.question.questionType) {
    case 'SINGLE_OPTION':
    case 'TRUE_OR_FALSE':
      return <Choice {...props} multiple={false} />;
    case 'MULTI_OPTION':
      return <Choice {...props} multiple />;
    case 'CORRELATE':
      return <Correlate {...props} />;
    case 'LIKERT_SCALE':
      // Its options are the points of the scale, one of them chosen (schemas/answer.json).
      return <Choice {...props} multiple={false} />;
    case 'MULTI_LIKERT_SCALE':
      return <MultiLikert {...props} />;
    case 'SINGLE_OPTION_COMMENT':
      return <Choice {...props} multiple={false} withComment />;
    case 'COMMENT':
      return <Comment {...props} />;
    default:
      return <p className={css.alert}>{text.unknownScreen}</p>;
  }
}

function Statement({ answer, number }: Pick<Props, 'answer' | 'number'>) {
  return (
    <legend className={css.statement}>
      {number}. {answer.question.statement}
    </legend>
  );
}

const chosen = (data: readonly AnswerDatum[], idQuestionOption: number) =>
  data.some((item) => item.idQuestionOption === idQuestionOption && item.idQuestionScale == null);

function Choice({
  answer,
  number,
  onChange,
  disabled,
  multiple,
  withComment = false,
}: Props & { multiple: boolean; withComment?: boolean }) {
  const name = useId();
  const data = answer.answerData;
  const pick = (idQuestionOption: number, checked: boolean) => {
    const answerData = multiple
      ? checked
        ? [...data.filter((item) => item.idQuestionOption !== idQuestionOption), { idQuestionOption }]
        : data.filter((item) => item.idQuestionOption !== idQuestionOption)
      : [{ idQuestionOption }];
    onChange({ answerData, answerText: answer.answerText ?? undefined });
  };
  return (
    <fieldset className={css.fieldset} disabled={disabled}>
      <Statement answer={answer} number={number} />
      {answer.question.options.map((option) => (
        <label key={option.idQuestionOption} className={css.choice}>
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={name}
            checked={chosen(data, option.idQuestionOption)}
            onChange={(event) => pick(option.idQuestionOption, event.target.checked)}
          />
          {option.description}
        </label>
      ))}
      {withComment ? (
        <CommentBox
          value={answer.answerText ?? ''}
          onChange={(answerText) => onChange({ answerData: data, answerText })}
        />
      ) : null}
    </fieldset>
  );
}

function Correlate({ answer, number, onChange, disabled }: Props) {
  const hint = useId();
  const { options } = answer.question;
  return (
    <fieldset className={css.fieldset} disabled={disabled}>
      <Statement answer={answer} number={number} />
      <p id={hint} className={css.muted}>
        {text.correlateHint(options.length)}
      </p>
      {options.map((option) => (
        <label key={option.idQuestionOption} className={css.correlateRow}>
          <input
            className={css.numberInput}
            type="text"
            inputMode="numeric"
            aria-describedby={hint}
            value={correlateValue(answer.answerData, option.idQuestionOption)}
            onChange={(event) => {
              const answerData = correlateInput(
                answer.answerData,
                option.idQuestionOption,
                event.target.value,
                options.length,
              );
              // Out of range: ignored, the box keeps its number.
              if (answerData) onChange({ answerData });
            }}
          />
          {option.description}
        </label>
      ))}
    </fieldset>
  );
}

/** One row of a MULTI_LIKERT_SCALE: a radio per scale (column) title. */
function ScaleGroup({
  legend,
  answer,
  selected,
  onPick,
}: {
  legend: ReactNode;
  answer: EvaluationAnswer;
  selected: number | undefined;
  onPick: (idQuestionScale: number) => void;
}) {
  const name = useId();
  return (
    <fieldset className={css.scale}>
      <legend className={css.scaleLegend}>{legend}</legend>
      {(answer.question.scales ?? []).map((scale) => (
        <label key={scale.idQuestionScale} className={css.choice}>
          <input
            type="radio"
            name={name}
            checked={selected === scale.idQuestionScale}
            onChange={() => onPick(scale.idQuestionScale)}
          />
          {scale.title}
        </label>
      ))}
    </fieldset>
  );
}

function MultiLikert({ answer, number, onChange, disabled }: Props) {
  const data = answer.answerData;
  return (
    <fieldset className={css.fieldset} disabled={disabled}>
      <Statement answer={answer} number={number} />
      {answer.question.options.map((option) => (
        <ScaleGroup
          key={option.idQuestionOption}
          legend={option.description}
          answer={answer}
          selected={
            data.find((item) => item.idQuestionOption === option.idQuestionOption)?.idQuestionScale ??
            undefined
          }
          onPick={(idQuestionScale) =>
            onChange({
              answerData: [
                ...data.filter((item) => item.idQuestionOption !== option.idQuestionOption),
                { idQuestionOption: option.idQuestionOption, idQuestionScale },
              ],
            })
          }
        />
      ))}
    </fieldset>
  );
}

function Comment({ answer, number, onChange, disabled }: Props) {
  return (
    <fieldset className={css.fieldset} disabled={disabled}>
      <Statement answer={answer} number={number} />
      <CommentBox
        value={answer.answerText ?? ''}
        onChange={(answerText) => onChange({ answerData: [], answerText })}
      />
    </fieldset>
  );
}

/** 5 "Survey": a comment of at most 4000 characters, with a counter. */
function CommentBox({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const id = useId();
  const counter = useId();
  return (
    <>
      <label htmlFor={id}>{text.comment}</label>
      <textarea
        id={id}
        className={css.textarea}
        maxLength={SURVEY_COMMENT_MAX_LENGTH}
        aria-describedby={counter}
        value={value}
        onChange={(event) => onChange(event.target.value.slice(0, SURVEY_COMMENT_MAX_LENGTH))}
      />
      <span id={counter} className={css.counter}>
        {text.charactersUsed(value.length, SURVEY_COMMENT_MAX_LENGTH)}
      </span>
    </>
  );
}
