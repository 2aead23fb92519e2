import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { AcademyLessonId } from '../../contract/academy.ts';

export const academyMessages = defineMessages({
  title: { id: 'academy.title', defaultMessage: 'Creator Academy' },
  intro: {
    id: 'academy.intro',
    defaultMessage:
      'Six short lessons recorded in FanVault itself, from your first post to your first withdrawal.',
  },
  lessons: { id: 'academy.lessons', defaultMessage: 'Lessons' },
});

/** Each lesson's title and one-line summary; the titles are also the recordings' title cards. */
export const lessonMessages: Record<
  AcademyLessonId,
  { title: MessageDescriptor; summary: MessageDescriptor }
> = {
  publish: defineMessages({
    title: { id: 'academy.lesson.publish.title', defaultMessage: 'Publish your first post' },
    summary: {
      id: 'academy.lesson.publish.summary',
      defaultMessage: 'Pick photos or a video, add a title and a category, and publish.',
    },
  }),
  plans: defineMessages({
    title: { id: 'academy.lesson.plans.title', defaultMessage: 'Set up subscription plans' },
    summary: {
      id: 'academy.lesson.plans.summary',
      defaultMessage: 'Create a plan with its price and perks so fans can subscribe.',
    },
  }),
  pricing: defineMessages({
    title: { id: 'academy.lesson.pricing.title', defaultMessage: 'Price a post' },
    summary: {
      id: 'academy.lesson.pricing.summary',
      defaultMessage: 'Make a post pay per post and choose what it costs to unlock.',
    },
  }),
  chat: defineMessages({
    title: { id: 'academy.lesson.chat.title', defaultMessage: 'Chat with your fans' },
    summary: {
      id: 'academy.lesson.chat.summary',
      defaultMessage: 'Find new messages and answer your fans in real time.',
    },
  }),
  payouts: defineMessages({
    title: { id: 'academy.lesson.payouts.title', defaultMessage: 'Get paid' },
    summary: {
      id: 'academy.lesson.payouts.summary',
      defaultMessage: 'Check your balance and request a withdrawal of your earnings.',
    },
  }),
  safety: defineMessages({
    title: { id: 'academy.lesson.safety.title', defaultMessage: 'Stay safe' },
    summary: {
      id: 'academy.lesson.safety.summary',
      defaultMessage: 'Report or block an account, and manage the accounts you blocked.',
    },
  }),
};
