import React from "react";
import { graphql } from "gatsby";
import { useCourseProgress } from "../hooks/useCourseProgress";
import { ROUTES } from "../shared/site";
import { COURSES } from "../shared/texts/courses";
import { format } from "../shared/texts/format";
import { TitleIn, formatWith } from "./TitleIn";
import { useTexts } from "../hooks/usePageLanguage";
import { buttonClass } from "./Button";
import { Neighbours, type NeighbourPage } from "./Neighbours";
import { SelfAssessment } from "./SelfAssessment";
import { StudyPage, StudyText, WithoutScript, type StudyBack } from "./StudyPage";
import { VideoFacade } from "./VideoFacade";
import * as styles from "./LessonView.module.css";
import { NEEDS_SCRIPT } from "../shared/needs-script";

export type LessonData = Queries.LessonPageFragment;

interface LessonViewProps {
  lesson: LessonData;
  /** The lessons just before and after it in its course, null at either end (src/buildtime/study-pages.ts). */
  previous: NeighbourPage | null;
  next: NeighbourPage | null;
  /** Its place in its course, from 1, and how many lessons the course has (src/buildtime/study-pages.ts). */
  position: number;
  count: number;
  /** Where its course is, when not its Portuguese page's address (a lesson published in another language). */
  coursePage?: Omit<StudyBack, "label">;
  notice?: React.ReactNode;
}

/**
 * A lesson's page (docs/routes.md, "Courses and books"): the way back to its course, its module, title
 * and duration, the video behind its button, the text, the self-assessment, 'Marcar como concluída',
 * and the previous and next lessons; on the last one 'Concluir curso', which marks it done and opens
 * the course's page.
 */
export function LessonView({ lesson, previous, next, position, count, coursePage, notice }: LessonViewProps) {
  const course = lesson.course;
  const { done, setDone } = useCourseProgress(lesson.curso);
  const TEXTS = useTexts("courses", COURSES);
  const isDone = done.includes(lesson.ordem);
  const toCourse = coursePage ?? { to: ROUTES.course(lesson.curso) };
  return (
    <StudyPage
      back={{
        ...toCourse,
        label: course
          ? formatWith(TEXTS.backToCourse, {
              course: <TitleIn inSource={toCourse.inSource}>{course.titulo}</TitleIn>,
            })
          : TEXTS.backToAnyCourse,
      }}
      eyebrow={lesson.modulo}
      title={lesson.titulo}
      intro={<p className={styles.meta}>{format(TEXTS.lessonPlace, { position, count, duration: lesson.duracao })}</p>}
      notice={notice}
    >
      {lesson.videoId ? <VideoFacade videoId={lesson.videoId} title={lesson.titulo} /> : null}
      <StudyText html={lesson.bodyHtml ?? ""} />
      <SelfAssessment questions={lesson.perguntas ?? []} />
      <WithoutScript>{TEXTS.needsJavaScript}</WithoutScript>
      <div className={styles.done} data-pagefind-ignore {...NEEDS_SCRIPT}>
        <button
          type="button"
          className={buttonClass(isDone ? "primary" : "outline")}
          aria-pressed={isDone}
          onClick={() => setDone(lesson.ordem, !isDone)}
        >
          <span aria-hidden="true" className={styles.check}>
            {isDone ? "✓" : ""}
          </span>
          {TEXTS.markDone}
        </button>
      </div>
      <Neighbours
        words={{ label: TEXTS.lessonNeighbours, previous: TEXTS.previousLesson, next: TEXTS.nextLesson }}
        previous={previous}
        next={next}
        end={{
          page: { titulo: course?.titulo ?? "", path: toCourse.to, inSource: toCourse.inSource },
          direction: TEXTS.finishCourse,
          onFollow: () => setDone(lesson.ordem, true),
        }}
      />
    </StudyPage>
  );
}

/**
 * What this component reads, as a fragment of the queries of the pages that show it.
 * @public Gatsby finds a fragment among a file's named exports (its docs, "Using GraphQL Fragments").
 */
export const query = graphql`
  fragment LessonPage on Lesson {
    curso
    ordem
    path
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
