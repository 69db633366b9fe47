import React from "react";
import { graphql } from "gatsby";
import { useCourseProgress } from "../hooks/useCourseProgress";
import { ROUTES } from "../shared/site";
import * as MESSAGES from "../shared/messages/courses";
import { buttonClass } from "./Button";
import { Neighbours } from "./Neighbours";
import { SelfAssessment } from "./SelfAssessment";
import { StudyPage, StudyText, WithoutScript } from "./StudyPage";
import { VideoFacade } from "./VideoFacade";
import * as styles from "./LessonView.module.css";

export type LessonData = Queries.LessonPageFragment;

/**
 * A lesson's page (docs/routes.md, "Courses and books"): the way back to its course, its module, title
 * and duration, the video behind its button, the text, the self-assessment, 'Marcar como concluída',
 * and the previous and next lessons; on the last one 'Concluir curso', which marks it done and opens
 * the course's page.
 */
/** A lesson beside this one, as its page links to it. */
type LessonLink = { ordem: number; titulo: string } | null;

interface LessonViewProps {
  lesson: LessonData;
  previous: LessonLink;
  next: LessonLink;
  /** How many lessons its course has. */
  count: number;
}

export function LessonView({ lesson, previous, next, count }: LessonViewProps) {
  const course = lesson.course;
  const { done, setDone } = useCourseProgress(lesson.curso);
  const isDone = done.includes(lesson.ordem);
  return (
    <StudyPage
      back={{ to: ROUTES.course(lesson.curso), label: course ? `Voltar ao curso ${course.titulo}` : "Voltar ao curso" }}
      eyebrow={lesson.modulo}
      title={lesson.titulo}
      intro={
        <p className={styles.meta}>
          Aula {lesson.ordem} de {count} · {lesson.duracao}
        </p>
      }
    >
      {lesson.videoId ? <VideoFacade videoId={lesson.videoId} title={lesson.titulo} /> : null}
      <StudyText html={lesson.bodyHtml ?? ""} />
      <SelfAssessment questions={lesson.perguntas ?? []} />
      <WithoutScript>{MESSAGES.needsJavaScript}</WithoutScript>
      <div className={styles.done} data-pagefind-ignore>
        <button
          type="button"
          className={buttonClass(isDone ? "primary" : "outline")}
          aria-pressed={isDone}
          onClick={() => setDone(lesson.ordem, !isDone)}
        >
          <span aria-hidden="true" className={styles.check}>
            {isDone ? "✓" : ""}
          </span>
          {MESSAGES.markDone}
        </button>
      </div>
      <Neighbours
        label="Aula anterior e próxima"
        previous={
          previous && {
            to: ROUTES.lesson(lesson.curso, previous.ordem),
            direction: "Aula anterior",
            title: previous.titulo,
          }
        }
        next={
          next
            ? { to: ROUTES.lesson(lesson.curso, next.ordem), direction: "Próxima aula", title: next.titulo }
            : {
                to: ROUTES.course(lesson.curso),
                direction: "Concluir curso",
                title: course?.titulo ?? "",
                onFollow: () => setDone(lesson.ordem, true),
              }
        }
      />
    </StudyPage>
  );
}

export const query = graphql`
  fragment LessonPage on Lesson {
    curso
    ordem
    titulo
    resumo
    duracao
    modulo
    videoId
    bodyHtml
    perguntas {
      pergunta
      opcoes
      resposta
      explicacao
    }
    course {
      titulo
    }
  }
`;
