import { useState } from 'react';
import { SiteFooter } from '../../features/site-footer/site-footer.tsx';
import { useIntl } from 'react-intl';
import { useAcademy } from '../../api/get-academy.ts';
import { Icon } from '../../components/atoms/icon/icon.tsx';
import { graduationIcon } from '../../components/atoms/icon/icons.ts';
import { Skeleton } from '../../components/atoms/skeleton/skeleton.tsx';
import { BackButton } from '../../components/molecules/back-button/back-button.tsx';
import { LessonCard } from '../../components/molecules/lesson-card/lesson-card.tsx';
import { AsyncContent } from '../../components/organisms/async-content/async-content.tsx';
import { ACADEMY_LESSONS, type AcademyLesson, type AcademyLessonId } from '../../contract/academy.ts';
import { academyMessages as m, lessonMessages } from './academy-messages.ts';
import { LessonPlayerDialog, type PlayingLesson } from './lesson-player-dialog.tsx';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** Six placeholders in the cards' shape while the lessons load. */
function LessonsLoading() {
  return (
    <div className={GRID} aria-busy="true">
      {ACADEMY_LESSONS.map((id) => (
        <div key={id} className="overflow-hidden rounded-card bg-surface shadow-card">
          <Skeleton className="aspect-video w-full rounded-none" />
          <div className="flex flex-col gap-3 p-4">
            <Skeleton shape="text" className="w-1/4" />
            <Skeleton shape="text" lines={2} />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The creator academy, /{lang}/official/academy (spec §2, §4): six tutorial videos recorded from
 * the product, each a card that opens the modal player. The lessons come from app/academy; one
 * still being encoded shows so, and the page asks again until it is ready (get-academy.ts).
 */
export function AcademyScreen() {
  const intl = useIntl();
  const academy = useAcademy();
  const [playing, setPlaying] = useState<AcademyLessonId | null>(null);
  const titleOf = (id: AcademyLessonId) => intl.formatMessage(lessonMessages[id].title);
  const chosen = academy.data?.list.find((lesson) => lesson.id === playing);
  const lesson: PlayingLesson | null =
    chosen?.status === 'ready' && chosen.url
      ? { title: titleOf(chosen.id), url: chosen.url, poster: chosen.poster }
      : null;
  const play = (id: AcademyLessonId) => {
    // Addresses older than half an hour are renewed first (their signature lives an hour).
    if (academy.isStale) void academy.refetch();
    setPlaying(id);
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-4 pb-16 sm:px-6 desktop:pt-8">
      <div className="mb-4">
        <BackButton />
      </div>
      <header className="mb-8 max-w-2xl">
        <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight text-ink">
          <Icon icon={graduationIcon} size={30} className="text-brand-600" />
          {intl.formatMessage(m.title)}
        </h1>
        <p className="mt-3 text-ink-muted">{intl.formatMessage(m.intro)}</p>
      </header>
      <AsyncContent
        status={academy.status}
        data={academy.data}
        error={academy.error}
        onRetry={() => void academy.refetch()}
        retrying={academy.isFetching}
        loading={<LessonsLoading />}
      >
        {(answer) => (
          <ol className={GRID} aria-label={intl.formatMessage(m.lessons)}>
            {answer.list.map((item: AcademyLesson, index) => (
              <li key={item.id} className="flex">
                <LessonCard
                  number={index + 1}
                  title={titleOf(item.id)}
                  summary={intl.formatMessage(lessonMessages[item.id].summary)}
                  status={item.status}
                  seconds={item.video_time}
                  poster={item.poster}
                  onPlay={() => play(item.id)}
                  className="w-full"
                />
              </li>
            ))}
          </ol>
        )}
      </AsyncContent>
      <LessonPlayerDialog lesson={lesson} onClose={() => setPlaying(null)} />
      <SiteFooter />
    </div>
  );
}
