/**
 * The become-creator draft (spec §3): document type, country, and the two photos, each uploaded
 * as soon as it is taken (its reference and a local preview). `reached` is the furthest step
 * entered through the flow: step 2 opens only from step 1 and step 3 only from step 2, and as it
 * lives in memory a reload or a typed address starts from nothing (docs/decisions.md). UI state only.
 */
import { proxy } from 'valtio';
import {
  DEFAULT_COUNTRY,
  DEFAULT_IDENTITY_TYPE,
  type IdentityType,
} from '../contract/rules/creator-application.ts';

export type CreatorPhotoKind = 'id' | 'face';

export interface CreatorPhoto {
  /** The upload's reference (what applyCreator's `url` names). */
  ref: string;
  /** An object URL of the local file, for the preview. */
  previewUrl: string;
}

export interface CreatorApplicationDraft {
  identity: IdentityType;
  country: string;
  id: CreatorPhoto | null;
  face: CreatorPhoto | null;
  /** 0 nothing yet, 1 agreement, 2 identity agreement, 3 take picture. */
  reached: 0 | 1 | 2 | 3;
}

const initial = (): CreatorApplicationDraft => ({
  identity: DEFAULT_IDENTITY_TYPE,
  country: DEFAULT_COUNTRY,
  id: null,
  face: null,
  reached: 0,
});

export const creatorApplicationDraft = proxy<CreatorApplicationDraft>(initial());

/** Step 1's document-type modal chose a type: step 2 may open. */
export function chooseIdentityType(identity: IdentityType): void {
  creatorApplicationDraft.identity = identity;
  creatorApplicationDraft.reached = Math.max(creatorApplicationDraft.reached, 2) as 2 | 3;
}

/** Step 2's start-taking-photos: step 3 may open. */
export function startTakingPhotos(): void {
  creatorApplicationDraft.reached = 3;
}

export function setCreatorCountry(country: string): void {
  creatorApplicationDraft.country = country;
}

export function setCreatorIdentity(identity: IdentityType): void {
  creatorApplicationDraft.identity = identity;
}

/** Keeps a taken photo, letting go of the preview of the one it replaces. */
export function setCreatorPhoto(kind: CreatorPhotoKind, photo: CreatorPhoto | null): void {
  const previous = creatorApplicationDraft[kind];
  if (previous && previous.previewUrl !== photo?.previewUrl) URL.revokeObjectURL(previous.previewUrl);
  creatorApplicationDraft[kind] = photo;
}

/** Back to the spec's defaults (after a submit, or when a story starts). */
export function resetCreatorApplicationDraft(): void {
  setCreatorPhoto('id', null);
  setCreatorPhoto('face', null);
  Object.assign(creatorApplicationDraft, initial());
}

/** Test and story helper: the draft as if the flow had been followed to `step`. */
export function reachCreatorStep(step: CreatorApplicationDraft['reached']): void {
  creatorApplicationDraft.reached = step;
}
