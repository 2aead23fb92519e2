import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { DevmodePage } from './devmode-pages.ts';

/**
 * The developer pages' own words: the section's and each page's title and one line on what it
 * shows. The widgets speak with their own messages.
 */
export const devmodeMessages = defineMessages({
  title: { id: 'devmode.title', defaultMessage: 'Developer pages' },
  intro: {
    id: 'devmode.intro',
    defaultMessage:
      "The app's widgets on their own, to check them one at a time. Only development builds have these pages.",
  },
});

/** Each page's title and the line under it. */
export const devmodePageMessages: Record<
  DevmodePage,
  { title: MessageDescriptor; about: MessageDescriptor }
> = {
  hydration: defineMessages({
    title: { id: 'devmode.hydration.title', defaultMessage: 'Hydration' },
    about: {
      id: 'devmode.hydration.about',
      defaultMessage:
        "Whether this document carried the server's first HTML, and whether the server's render of a widget matches the app's first render of it.",
    },
  }),
  i18n: defineMessages({
    title: { id: 'devmode.i18n.title', defaultMessage: 'Languages and formats' },
    about: {
      id: 'devmode.i18n.about',
      defaultMessage:
        'The current language and direction, and dates, numbers and prices as this language writes them.',
    },
  }),
  pinia: defineMessages({
    title: { id: 'devmode.stores.title', defaultMessage: 'Stores' },
    about: {
      id: 'devmode.stores.about',
      defaultMessage: "The app's valtio stores, live: change one and every part that reads it follows.",
    },
  }),
  icon: defineMessages({
    title: { id: 'devmode.icon.title', defaultMessage: 'Icons' },
    about: {
      id: 'devmode.icon.about',
      defaultMessage: 'Every icon of the set, under the name it is imported by.',
    },
  }),
  'client-only': defineMessages({
    title: { id: 'devmode.clientOnly.title', defaultMessage: 'Client only' },
    about: {
      id: 'devmode.clientOnly.about',
      defaultMessage:
        "A part only the browser draws: the server's render, and so the first HTML, shows its placeholder instead.",
    },
  }),
  oauth: defineMessages({
    title: { id: 'devmode.oauth.title', defaultMessage: 'Login providers' },
    about: {
      id: 'devmode.oauth.about',
      defaultMessage:
        "The providers app/config names for this server, and their buttons: a button asks for the provider's page and shows its address instead of opening it.",
    },
  }),
  tab: defineMessages({
    title: { id: 'devmode.tab.title', defaultMessage: 'Tabs' },
    about: {
      id: 'devmode.tab.about',
      defaultMessage: 'The tab components: segmented tabs, swipeable tabs and the tabs of the ways to pay.',
    },
  }),
  form: defineMessages({
    title: { id: 'devmode.form.title', defaultMessage: 'Forms' },
    about: {
      id: 'devmode.form.about',
      defaultMessage:
        "Fields checked by the contract's rules, as every form of the app is: an error shows once a field is left.",
    },
  }),
  dialog: defineMessages({
    title: { id: 'devmode.dialog.title', defaultMessage: 'Dialogs' },
    about: { id: 'devmode.dialog.about', defaultMessage: 'The dialog in each of its five sizes.' },
  }),
  modal: defineMessages({
    title: { id: 'devmode.modal.title', defaultMessage: 'Modal flow' },
    about: {
      id: 'devmode.modal.about',
      defaultMessage:
        'Alerts and confirmations: a confirmation runs its action with loading, stays open on an error or a refusal, and on success closes and runs what comes next.',
    },
  }),
  loading: defineMessages({
    title: { id: 'devmode.loading.title', defaultMessage: 'Loading' },
    about: { id: 'devmode.loading.about', defaultMessage: 'Spinners, skeletons and a button at work.' },
  }),
  card: defineMessages({
    title: { id: 'devmode.card.title', defaultMessage: 'Cards' },
    about: {
      id: 'devmode.card.about',
      defaultMessage: 'A post, a creator and a plan card, with sample data.',
    },
  }),
};

/** The words inside the pages that no widget of the app says. */
export const devmodePageTexts = defineMessages({
  withFirstHtml: {
    id: 'devmode.hydration.withFirstHtml',
    defaultMessage: "This document carried first HTML; the app's first render replaced it.",
  },
  withoutFirstHtml: {
    id: 'devmode.hydration.withoutFirstHtml',
    defaultMessage: 'This document carried no first HTML: the development server sends index.html as it is.',
  },
  serverRender: { id: 'devmode.hydration.serverRender', defaultMessage: "The server's render" },
  appRender: { id: 'devmode.hydration.appRender', defaultMessage: "The app's first render" },
  sameMarkup: { id: 'devmode.hydration.same', defaultMessage: 'Same markup' },
  differentMarkup: { id: 'devmode.hydration.different', defaultMessage: 'Different markup' },

  direction: { id: 'devmode.i18n.direction', defaultMessage: 'Direction' },
  dates: { id: 'devmode.i18n.dates', defaultMessage: 'Dates' },
  numbers: { id: 'devmode.i18n.numbers', defaultMessage: 'Numbers' },
  prices: { id: 'devmode.i18n.prices', defaultMessage: 'Prices' },

  addOne: { id: 'devmode.stores.addOne', defaultMessage: 'Add one' },
  takeOne: { id: 'devmode.stores.takeOne', defaultMessage: 'Take one away' },
  reset: { id: 'devmode.stores.reset', defaultMessage: 'Reset' },
  showPopup: { id: 'devmode.stores.showPopup', defaultMessage: 'Show a popup' },
  popupText: { id: 'devmode.stores.popupText', defaultMessage: 'A popup from the stores page' },
  acceptCookies: { id: 'devmode.stores.acceptCookies', defaultMessage: 'Accept cookies' },
  forgetConsent: { id: 'devmode.stores.forgetConsent', defaultMessage: 'Forget the consent' },

  inBrowser: defineMessage<{ width: number; zone: string }>({
    id: 'devmode.clientOnly.inBrowser',
    defaultMessage: 'Drawn in the browser: the window is {width, number} px wide, the time zone is {zone}.',
  }),

  noProvider: { id: 'devmode.oauth.none', defaultMessage: 'No provider is configured on this server.' },
  providerPage: { id: 'devmode.oauth.page', defaultMessage: "The provider's page" },

  openDialog: defineMessage<{ size: string; width: number }>({
    id: 'devmode.dialog.open',
    defaultMessage: '{size} ({width, number} px)',
  }),
  dialogTitle: defineMessage<{ size: string }>({
    id: 'devmode.dialog.sizeTitle',
    defaultMessage: 'Dialog {size}',
  }),
  dialogBody: defineMessage<{ width: number }>({
    id: 'devmode.dialog.sizeBody',
    defaultMessage: 'At most {width, number} px wide.',
  }),

  alert: { id: 'devmode.modal.alert', defaultMessage: 'Alert' },
  confirm: { id: 'devmode.modal.confirm', defaultMessage: 'Confirm and close' },
  confirmLoading: { id: 'devmode.modal.loading', defaultMessage: 'Confirm with loading' },
  confirmError: { id: 'devmode.modal.error', defaultMessage: 'Confirm with an error' },
  confirmRefused: { id: 'devmode.modal.refused', defaultMessage: 'Confirm that refuses' },
  errorText: {
    id: 'devmode.modal.errorText',
    defaultMessage: 'The action answered with an error: the dialog stays open.',
  },
  nextRan: { id: 'devmode.modal.nextRan', defaultMessage: 'The dialog closed and the next action ran.' },
});
