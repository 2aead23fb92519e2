import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import { addTranslation, setLanguage } from 'media-chrome/dist/utils/i18n.js';

/** Messages of the player itself, and the ones handed to media-chrome's controls below. */
export const messages = defineMessages({
  region: { id: 'video.player', defaultMessage: 'Video player' },
  play: { id: 'video.play', defaultMessage: 'Play' },
  pause: { id: 'video.pause', defaultMessage: 'Pause' },
  mute: { id: 'video.mute', defaultMessage: 'Mute' },
  unmute: { id: 'video.unmute', defaultMessage: 'Unmute' },
  enterFullscreen: { id: 'video.enterFullscreen', defaultMessage: 'Enter full screen' },
  exitFullscreen: { id: 'video.exitFullscreen', defaultMessage: 'Exit full screen' },
  seek: { id: 'video.seek', defaultMessage: 'Seek' },
  volume: { id: 'video.volume', defaultMessage: 'Volume' },
  playbackTime: { id: 'video.playbackTime', defaultMessage: 'Playback time' },
  timeOf: defineMessage<{ currentTime: string; totalTime: string }>({
    id: 'video.timeOf',
    defaultMessage: '{currentTime} of {totalTime}',
  }),
  timeRemaining: defineMessage<{ time: string }>({
    id: 'video.timeRemaining',
    defaultMessage: '{time} remaining',
  }),
  timeUnknown: { id: 'video.timeUnknown', defaultMessage: 'Video not loaded, unknown time.' },
  hour: { id: 'video.unit.hour', defaultMessage: 'hour' },
  hours: { id: 'video.unit.hours', defaultMessage: 'hours' },
  minute: { id: 'video.unit.minute', defaultMessage: 'minute' },
  minutes: { id: 'video.unit.minutes', defaultMessage: 'minutes' },
  second: { id: 'video.unit.second', defaultMessage: 'second' },
  seconds: { id: 'video.unit.seconds', defaultMessage: 'seconds' },
  refusedTitle: { id: 'video.tooMany.title', defaultMessage: 'Too many videos open' },
  refusedBody: defineMessage<{ count: number }>({
    id: 'video.tooMany.body',
    defaultMessage:
      '{count, plural, one {Only # video can play at a time.} other {Only # videos can play at a time.}} Scroll away from one to watch this.',
  }),
  failed: { id: 'video.failed', defaultMessage: 'This video can’t be played' },
  retry: { id: 'video.retry', defaultMessage: 'Try again' },
});

const pendingTokens = ['{currentTime}', '{totalTime}', '{time}'] as const;

/**
 * media-chrome labels its controls through its own small dictionary, keyed by its English
 * strings, for 7 languages. Feeding it our catalogue gives the controls the same words in all
 * 15 locales. It keeps media-chrome's `{placeholder}` syntax, so the values are passed through.
 */
export function registerMediaChromeLanguage(intl: IntlShape): string {
  const say = (message: { id: string; defaultMessage: string }) => intl.formatMessage(message);
  const [currentTime, totalTime, time] = pendingTokens;
  const dictionary: Record<string, string> = {
    play: say(messages.play),
    Play: say(messages.play),
    pause: say(messages.pause),
    Pause: say(messages.pause),
    mute: say(messages.mute),
    Mute: say(messages.mute),
    unmute: say(messages.unmute),
    Unmute: say(messages.unmute),
    'enter fullscreen mode': say(messages.enterFullscreen),
    'Enter fullscreen mode': say(messages.enterFullscreen),
    'exit fullscreen mode': say(messages.exitFullscreen),
    'Exit fullscreen mode': say(messages.exitFullscreen),
    seek: say(messages.seek),
    volume: say(messages.volume),
    'video player': say(messages.region),
    'playback time': say(messages.playbackTime),
    '{currentTime} of {totalTime}': intl.formatMessage(messages.timeOf, { currentTime, totalTime }),
    '{time} remaining': intl.formatMessage(messages.timeRemaining, { time }),
    'video not loaded, unknown time.': say(messages.timeUnknown),
    hour: say(messages.hour),
    hours: say(messages.hours),
    minute: say(messages.minute),
    minutes: say(messages.minutes),
    second: say(messages.second),
    seconds: say(messages.seconds),
  };
  addTranslation(intl.locale, dictionary);
  setLanguage(intl.locale);
  return intl.locale;
}
