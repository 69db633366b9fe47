import React, { useId, useState } from "react";
import { COURSES } from "../shared/texts/courses";
import { useTexts } from "../hooks/usePageLanguage";
import { StudySection } from "./StudyPage";
import * as styles from "./SelfAssessment.module.css";
import { classNames } from "./class-names";
import { NEEDS_SCRIPT } from "../shared/needs-script";

export interface Question {
  pergunta: string;
  opcoes: readonly string[];
  resposta: string;
  explicacao: string | null;
}

/** One question: its options as radio buttons, and what the choice earns, announced. */
function QuestionItem({ number, question }: { number: number; question: Question }) {
  const name = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const TEXTS = useTexts("courses", COURSES);
  const right = chosen === question.resposta;
  return (
    <fieldset className={styles.question} {...NEEDS_SCRIPT}>
      <legend className={styles.legend}>
        {number}. {question.pergunta}
      </legend>
      {question.opcoes.map((option) => (
        <label key={option} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={option}
            checked={chosen === option}
            onChange={() => setChosen(option)}
          />
          {option}
        </label>
      ))}
      <div aria-live="polite" className={styles.answer}>
        {chosen === null ? null : (
          <>
            <p className={classNames(styles.verdict, right ? styles.right : styles.wrong)}>
              {right ? TEXTS.rightAnswer : TEXTS.wrongAnswer}
            </p>
            {question.explicacao ? <p>{question.explicacao}</p> : null}
          </>
        )}
      </div>
    </fieldset>
  );
}

/**
 * A lesson's self-assessment: choosing an option says at once whether it is right and shows the
 * explanation. No answer leaves the page.
 */
export function SelfAssessment({ questions }: { questions: readonly Question[] }) {
  const TEXTS = useTexts("courses", COURSES);
  if (questions.length === 0) return null;
  return (
    <StudySection title={TEXTS.selfAssessment}>
      {questions.map((question, index) => (
        <QuestionItem key={question.pergunta} number={index + 1} question={question} />
      ))}
    </StudySection>
  );
}
