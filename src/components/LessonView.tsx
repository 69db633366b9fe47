import React from "react";
import { graphql } from "gatsby";
import { useCourseProgress } from "../hooks/useCourseProgress";
import { ROUTES } from "../shared/site";
import { beside } from "../shared/study";
import * as MESSAGES from "../shared/messages/courses";
import { buttonClass } from "./Button";
import { Neighbours } from "./Neighbours";
import { SelfAssessment } from "./SelfAssessment";
import { StudyPage, StudyText, WithoutScript } from "./StudyPage";
import { VideoFacade } from "./VideoFacade";
import * as styles from "./LessonView.module.css";

export type LessonData = Queries.LessonPageFragment;

interface LessonViewProps {
  lesson: LessonData;
  /** The lessons just before and after it in its course (src/buildtime/study-pages.ts). */
  neighbours: readonly Queries.LessonNeighbourFragment[];
  /** Its place in its course, from 1, and how many lessons the course has (src/buildtime/study-pages.ts). */
  position: number;
  count: number;
}

/**
 * A lesson's page (docs/routes.md, "Courses and books"): the way back to its course, its module, title
 * and duration, the video behind its button, the text, the self-assessment, 'Marcar como concluída',
 * and the previous and next lessons; on the last one 'Concluir curso', which marks it done and opens
 * the course's page.
 */
export function LessonView({ lesson, neighbours, position, count }: LessonViewProps) {
  const { previous, next } = beside(lesson.ordem, neighbours);
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
          Aula {position} de {count} · {lesson.duracao}
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
  fragment LessonNeighbour on Lesson {
    ordem
    titulo
  }

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
